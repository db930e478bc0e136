import { lazy, Suspense } from 'react';
import type { Locale } from '@casino/platform-contract';
import type { PageHeadStore } from './page-head-store';

const HeadEffect = lazy(() => import('./head-effect').then((module) => ({ default: module.HeadEffect })));
const CustomCodeEffect = lazy(() => import('./custom-code-effect').then((module) => ({ default: module.CustomCodeEffect })));

export type HeadEffectsProps = { locale: Locale; pageHead: PageHeadStore };

/**
 * Head data (SPEC.md 2.8) and the CMS code snippets: both wait for CMS answers anyway, so their code loads after
 * the first paint instead of weighing on the entry bundle.
 */
export function HeadEffects({ locale, pageHead }: HeadEffectsProps) {
  return (
    <Suspense fallback={null}>
      <HeadEffect locale={locale} pageHead={pageHead} />
      <CustomCodeEffect />
    </Suspense>
  );
}
