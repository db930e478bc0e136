/** The configured image-name mapping: a description key as the platform sends it -> the name the site uses. */
export type ImageNameMapping = Readonly<Record<string, string>>;

type WithDescription = { description: Record<string, unknown> };

/**
 * Banners, offers, jackpots and tournaments carry a description whose keys are renamed through the
 * mapping (SPEC.md 3); keys without a mapping are kept. Returns a new item, the input is untouched.
 */
export function remapDescription<T extends WithDescription>(item: T, mapping: ImageNameMapping | undefined): T {
  if (!mapping) return item;
  const description = Object.fromEntries(
    Object.entries(item.description).map(([key, value]) => [mapping[key] ?? key, value]),
  );
  return { ...item, description };
}
