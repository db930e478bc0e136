/**
 * SPEC.md 8: failures loading SEO data or custom scripts are logged and otherwise ignored; the page
 * renders without them.
 */
export const logAndIgnoreFailure =
  (what: string) =>
  async (_arg: unknown, { queryFulfilled }: { queryFulfilled: Promise<unknown> }) => {
    try {
      await queryFulfilled;
    } catch (failure) {
      console.warn(`[cmsApi] loading ${what} failed; the page goes on without it`, failure);
    }
  };
