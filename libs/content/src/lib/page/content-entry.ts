import * as v from 'valibot';

const text = v.optional(v.nullable(v.string()));

/**
 * The fields of a CMS `seos` entry a content page shows (SPEC.md 2.8). The CMS client leaves entries loose; the
 * page reads only these, and an entry without a title is no content page.
 */
const contentEntrySchema = v.looseObject({
  title: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  text,
  replacements: v.optional(v.nullable(v.record(v.string(), v.string()))),
  faqSchema: v.optional(v.nullable(v.array(v.object({ question: v.string(), answer: v.string() })))),
  updatedAt: text,
});

export type FaqItem = { question: string; answer: string };

/** A content page as the player sees it: placeholders filled, the text cut into paragraphs. */
export type ContentEntry = {
  title: string;
  paragraphs: string[];
  faq: FaqItem[];
  /** ISO date of the last change, or undefined when the CMS does not say. */
  updatedAt?: string;
};

/** Fills `{key}` placeholders from the entry's replacements; an unknown key stays as written, so an editor sees it. */
export function fillPlaceholders(value: string, replacements: Readonly<Record<string, string>>): string {
  return value.replace(/\{(\w+)\}/g, (placeholder, key: string) => replacements[key] ?? placeholder);
}

/** Editors separate paragraphs with a blank line; single line breaks stay inside their paragraph. */
export function paragraphsOf(value: string): string[] {
  return value
    .split(/\r?\n[ \t]*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
}

const isDate = (value: string) => !Number.isNaN(Date.parse(value));

/** The content page of a CMS entry, or null when there is no entry or it is not a page (no title). */
export function readContentEntry(entry: unknown): ContentEntry | null {
  const parsed = v.safeParse(contentEntrySchema, entry);
  if (!parsed.success) return null;
  const { title, text: body, replacements, faqSchema, updatedAt } = parsed.output;
  const fill = (value: string) => fillPlaceholders(value, replacements ?? {});
  return {
    title: fill(title),
    paragraphs: paragraphsOf(fill(body ?? '')),
    faq: (faqSchema ?? []).map(({ question, answer }) => ({ question: fill(question), answer: fill(answer) })).filter(({ question }) => question.trim() !== ''),
    updatedAt: updatedAt && isDate(updatedAt) ? updatedAt : undefined,
  };
}
