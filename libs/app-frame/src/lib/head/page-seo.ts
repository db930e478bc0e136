import * as v from 'valibot';

const text = v.optional(v.nullable(v.string()));

/** The SEO fields of a CMS `seos` entry (SPEC.md 2.8); the CMS client leaves them loose, the shell reads them. */
export const pageSeoSchema = v.looseObject({
  title: text,
  description: text,
  openGraph: v.optional(v.nullable(v.looseObject({ title: text, description: text, image: text, type: text }))),
  meta: v.optional(v.nullable(v.array(v.object({ name: v.string(), content: v.string() })))),
  robots: text,
  canonicalUrl: text,
  faqSchema: v.optional(v.nullable(v.array(v.object({ question: v.string(), answer: v.string() })))),
  articleSchema: v.optional(v.nullable(v.record(v.string(), v.unknown()))),
  organization: v.optional(v.nullable(v.record(v.string(), v.unknown()))),
  product: v.optional(v.nullable(v.record(v.string(), v.unknown()))),
  text,
  replacements: v.optional(v.nullable(v.record(v.string(), v.string()))),
});
export type PageSeo = v.InferOutput<typeof pageSeoSchema>;

/** The SEO data of an entry, or null when it is missing or not in the expected shape (then the page has none). */
export function readPageSeo(entry: unknown): PageSeo | null {
  const parsed = v.safeParse(pageSeoSchema, entry);
  return parsed.success ? parsed.output : null;
}

/** Fills `{key}` placeholders: the entry's own replacements, then the values taken from the URL ({sysname}, {id}). */
export function applyReplacements(value: string, replacements: Readonly<Record<string, string>>): string {
  return value.replace(/\{(\w+)\}/g, (placeholder, key: string) => replacements[key] ?? placeholder);
}
