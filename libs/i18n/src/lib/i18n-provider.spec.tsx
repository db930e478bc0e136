// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, render, screen } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import { loadMessages, type Catalogue, type Messages } from './catalogue';
import { I18nProvider, useCatalogues } from './i18n-provider';
import { Suspense } from 'react';
import { type Locale, LOCALES } from '@casino/platform-contract';
import { useFormatters } from './use-formatters';

const texts: Record<Locale, Messages> = {
  en: { 'demo.greeting': 'Welcome' },
  'pt-BR': { 'demo.greeting': 'Bem-vindo' },
  pl: { 'demo.greeting': 'Witamy' },
  ca: { 'demo.greeting': 'Benvingut' },
  af: { 'demo.greeting': 'Welkom' },
  ar: { 'demo.greeting': 'مرحبًا' },
};

type Deferred = { resolve: () => void };

/** A catalogue whose downloads finish only when the test says so. */
function controlledCatalogue(messages: Record<Locale, Messages>) {
  const pending = new Map<Locale, Deferred>();
  const loaders = Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      vi.fn(
        () =>
          new Promise<Messages>((resolve) => {
            pending.set(locale, { resolve: () => resolve(messages[locale]) });
          }),
      ),
    ]),
  ) as Record<Locale, ReturnType<typeof vi.fn<() => Promise<Messages>>>>;
  const finish = (locale: Locale) => act(async () => pending.get(locale)?.resolve());
  return { catalogue: loaders satisfies Catalogue, loaders, finish };
}

function Amount() {
  const { formatAmount, formatMoney } = useFormatters();
  return (
    <p>
      {formatAmount(1234.5)} / {formatMoney(1000, 'EUR')}
    </p>
  );
}

function Page() {
  return (
    <main>
      <h1>
        <FormattedMessage id="demo.greeting" />
      </h1>
      <Amount />
    </main>
  );
}

describe('I18nProvider', () => {
  it('shows the fallback until the first messages arrive, then the texts of that locale only', async () => {
    const { catalogue, loaders, finish } = controlledCatalogue(texts);
    render(
      <I18nProvider locale="pl" catalogues={[catalogue]} fallback={<p>Loading</p>}>
        <Page />
      </I18nProvider>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();

    await finish('pl');

    expect(screen.getByRole('heading')).toHaveTextContent('Witamy');
    expect(loaders.pl).toHaveBeenCalledOnce();
    for (const locale of LOCALES.filter((code) => code !== 'pl')) expect(loaders[locale]).not.toHaveBeenCalled();
  });

  it('shows messages that have already arrived in its first render, without the fallback', async () => {
    const { catalogue, loaders, finish } = controlledCatalogue(texts);
    const download = loadMessages([catalogue], 'ca');
    await finish('ca');
    await download;
    render(
      <I18nProvider locale="ca" catalogues={[catalogue]} fallback={<p>Loading</p>}>
        <Page />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('Benvingut');
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(loaders.ca).toHaveBeenCalledOnce();
  });

  it('keeps the previous locale on screen while the next one loads, then sets html lang and dir', async () => {
    const { catalogue, finish } = controlledCatalogue(texts);
    const { rerender } = render(
      <I18nProvider locale="en" catalogues={[catalogue]}>
        <Page />
      </I18nProvider>,
    );
    await finish('en');
    expect(screen.getByRole('heading')).toHaveTextContent('Welcome');
    expect(document.documentElement).toHaveAttribute('lang', 'en');

    rerender(
      <I18nProvider locale="pt-BR" catalogues={[catalogue]}>
        <Page />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('Welcome');
    expect(document.documentElement).toHaveAttribute('lang', 'en');

    await finish('pt-BR');
    expect(screen.getByRole('heading')).toHaveTextContent('Bem-vindo');
    expect(screen.getByText(/1\.234,50/)).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'pt-BR');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

  it('sets dir ltr for Arabic, as every locale of this site', async () => {
    const { catalogue, finish } = controlledCatalogue(texts);
    render(
      <I18nProvider locale="ar" catalogues={[catalogue]}>
        <Page />
      </I18nProvider>,
    );
    await finish('ar');
    expect(screen.getByRole('heading')).toHaveTextContent('مرحبًا');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

  it('merges the catalogues of several libs', async () => {
    const first = controlledCatalogue(texts);
    const second = controlledCatalogue({ ...texts, ca: { 'demo.other': 'Un altre text' } });
    render(
      <I18nProvider locale="ca" catalogues={[first.catalogue, second.catalogue]}>
        <Page />
        <FormattedMessage id="demo.other" />
      </I18nProvider>,
    );
    await first.finish('ca');
    await second.finish('ca');
    expect(screen.getByRole('heading')).toHaveTextContent('Benvingut');
    expect(screen.getByText('Un altre text')).toBeInTheDocument();
  });

  it('ignores a locale the player left before it finished loading', async () => {
    const { catalogue, finish } = controlledCatalogue(texts);
    const { rerender } = render(
      <I18nProvider locale="af" catalogues={[catalogue]}>
        <Page />
      </I18nProvider>,
    );
    rerender(
      <I18nProvider locale="pl" catalogues={[catalogue]}>
        <Page />
      </I18nProvider>,
    );
    await finish('pl');
    await finish('af');
    expect(screen.getByRole('heading')).toHaveTextContent('Witamy');
  });

  it('formats amounts and money in the shown locale', async () => {
    const { catalogue, finish } = controlledCatalogue(texts);
    render(
      <I18nProvider locale="en" catalogues={[catalogue]}>
        <Amount />
      </I18nProvider>,
    );
    await finish('en');
    expect(screen.getByText('1,234.50 / €1,000')).toBeInTheDocument();
  });

  it("shows a part of the page with a feature's texts once they have arrived in the shown locale, never their ids", async () => {
    const shared = controlledCatalogue(texts);
    const feature = controlledCatalogue({
      en: { 'demo.feature': 'Deposit' },
      'pt-BR': { 'demo.feature': 'Depositar' },
      pl: { 'demo.feature': 'Wpłata' },
      ca: { 'demo.feature': 'Dipòsit' },
      af: { 'demo.feature': 'Deposito' },
      ar: { 'demo.feature': 'إيداع' },
    });
    const featureCatalogues = [feature.catalogue];
    function FeaturePart() {
      useCatalogues(featureCatalogues);
      return (
        <p>
          <FormattedMessage id="demo.feature" />
        </p>
      );
    }
    render(
      <I18nProvider locale="pl" catalogues={[shared.catalogue]}>
        <Page />
        <Suspense fallback={<p>waiting</p>}>
          <FeaturePart />
        </Suspense>
      </I18nProvider>,
    );
    await shared.finish('pl');
    expect(screen.getByRole('heading')).toHaveTextContent('Witamy');
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(screen.queryByText('demo.feature')).not.toBeInTheDocument();

    await feature.finish('pl');

    expect(await screen.findByText('Wpłata')).toBeInTheDocument();
    expect(feature.loaders.en).not.toHaveBeenCalled();
  });
});
