import { createContext, startTransition, use, useContext, useEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { arrivedMessages, catalogueArrivals, loadedMessages, loadMessages, type Catalogue, type Messages } from './catalogue';
import { DEFAULT_LOCALE, type Locale } from '@casino/platform-contract';
import { getLocaleInfo } from './locales';

export type I18nProviderProps = {
  locale: Locale;
  /** Every lib's catalogue; only `locale`'s messages are loaded. */
  catalogues: readonly Catalogue[];
  children: ReactNode;
  /** Shown until the first locale's messages arrive (nothing by default). */
  fallback?: ReactNode;
};

type Shown = { locale: Locale; messages: Messages };

const ShownLocale = createContext<Locale>(DEFAULT_LOCALE);

/**
 * Waits (suspends) until each of `catalogues` (a constant array) has arrived in the locale on screen: what a part of
 * the page whose texts are not in the provider's own catalogues (a feature's dialog, say) renders first.
 */
export function useCatalogues(catalogues: readonly Catalogue[]): void {
  const arrivals = catalogueArrivals(catalogues, useContext(ShownLocale));
  if (arrivals) use(arrivals);
}

/**
 * react-intl for the whole app. While the next locale's messages load, the previous locale stays on
 * screen (no flash of message ids); `<html lang dir>` follows the locale actually shown.
 *
 * `catalogues` are the texts every page shows (the frame's). A feature's catalogue loads with what shows it (the
 * route's chunk, `useCatalogues`) in the locale shown; its texts join the one table per locale react-intl reads as
 * they arrive, so nothing already on screen renders again.
 */
export function I18nProvider({ locale, catalogues, children, fallback = null }: I18nProviderProps) {
  // Messages already downloaded (the shell starts the download before the first render) show at once: waiting
  // for an effect would mount the whole page a second time, in one long blocking render.
  const [shown, setShown] = useState<Shown | null>(() => {
    const messages = loadedMessages(catalogues, locale);
    return messages ? { locale, messages: arrivedMessages(locale) } : null;
  });

  useEffect(() => {
    let current = true;
    loadMessages(catalogues, locale).then(
      () => {
        if (!current) return;
        // The table of a locale is one object that grows: the same locale keeps the same table. The page under the
        // provider re-renders as a transition, in slices a phone can interleave with input.
        startTransition(() => setShown((previous) => (previous?.locale === locale ? previous : { locale, messages: arrivedMessages(locale) })));
      },
      (error: unknown) => {
        if (!current) return;
        console.error(`Messages for ${locale} failed to load`, error);
        // Keep the previous locale; on a first load show the default texts rather than nothing.
        setShown((previous) => previous ?? { locale, messages: arrivedMessages(locale) });
      },
    );
    return () => {
      current = false;
    };
  }, [locale, catalogues]);

  useEffect(() => {
    if (!shown) return;
    const info = getLocaleInfo(shown.locale);
    document.documentElement.lang = info.language;
    document.documentElement.dir = info.direction;
  }, [shown]);

  if (!shown) return fallback;
  return (
    <IntlProvider locale={getLocaleInfo(shown.locale).language} defaultLocale={DEFAULT_LOCALE} messages={shown.messages}>
      <ShownLocale value={shown.locale}>{children}</ShownLocale>
    </IntlProvider>
  );
}
