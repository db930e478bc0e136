import type { CmsCommon } from '@casino/cms-client';
import * as v from 'valibot';

const faqSchema = v.array(v.object({ question: v.pipe(v.string(), v.trim(), v.nonEmpty()), answer: v.pipe(v.string(), v.trim(), v.nonEmpty()) }));

export type FaqEntry = v.InferOutput<typeof faqSchema>[number];

/** The support FAQ of the CMS `common` config (`faq: [{ question, answer }]`); empty when it has none or it is malformed. */
export function faqOf(common: CmsCommon | undefined): FaqEntry[] {
  const result = v.safeParse(faqSchema, common?.['faq']);
  return result.success ? result.output : [];
}
