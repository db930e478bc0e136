export type PageHeadProps = {
  title: string;
  description?: string;
  /** An absolute or site-relative image for link previews. */
  image?: string;
};

/**
 * The head data of an item page (game, jackpot, tournament): React 19 hoists these tags into <head>.
 * The shell's CMS SEO entry for the page's URL pattern (SPEC.md 2.1, 2.8) may add to or override them.
 */
export function PageHead({ title, description, image }: PageHeadProps) {
  return (
    <>
      <title>{title}</title>
      {description && <meta name="description" content={description} />}
      <meta property="og:title" content={title} />
      {description && <meta property="og:description" content={description} />}
      {image && <meta property="og:image" content={image} />}
    </>
  );
}
