/** The six site locales (the i18n lib owns the table; the catalogue only needs the codes). */
export type UiKitLocale = 'en' | 'pt-BR' | 'pl' | 'ca' | 'af' | 'ar';

// One lazy chunk per locale: the app loads only the current locale's texts.
const loaders = import.meta.glob<Record<string, string>>('./messages/*.json', { import: 'default' });

const load = (locale: UiKitLocale) => loaders[`./messages/${locale}.json`]();

/** The ui-kit's translations by locale, each a function loading that locale's flat id -> text map. */
export const uiKitMessages: Record<UiKitLocale, () => Promise<Record<string, string>>> = {
  en: () => load('en'),
  'pt-BR': () => load('pt-BR'),
  pl: () => load('pl'),
  ca: () => load('ca'),
  af: () => load('af'),
  ar: () => load('ar'),
};
