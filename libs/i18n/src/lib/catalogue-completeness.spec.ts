import { checkCatalogueCompleteness, type LoadedCatalogue } from './catalogue-completeness';

const complete: LoadedCatalogue = {
  en: { 'x.title': 'Deposit', 'x.limit': 'Min value is {min}', 'x.brand': 'Pragmatic Play', 'x.number': '100%' },
  'pt-BR': { 'x.title': 'Depósito', 'x.limit': 'Valor mínimo: {min}', 'x.brand': 'Pragmatic Play', 'x.number': '100%' },
  pl: { 'x.title': 'Wpłata', 'x.limit': 'Minimalna wartość: {min}', 'x.brand': 'Pragmatic Play', 'x.number': '100%' },
  ca: { 'x.title': 'Dipòsit', 'x.limit': 'Valor mínim: {min}', 'x.brand': 'Pragmatic Play', 'x.number': '100%' },
  af: { 'x.title': 'Deposito', 'x.limit': 'Minimumwaarde is {min}', 'x.brand': 'Pragmatic Play', 'x.number': '100%' },
  ar: { 'x.title': 'إيداع', 'x.limit': 'الحد الأدنى للقيمة: {min}', 'x.brand': 'Pragmatic Play', 'x.number': '100%' },
};
const allowBrand = { allowIdentical: ['Pragmatic Play'] };

function without(messages: Record<string, string> | undefined, key: string): Record<string, string> {
  return Object.fromEntries(Object.entries(messages ?? {}).filter(([id]) => id !== key));
}

describe('checkCatalogueCompleteness', () => {
  it('passes a fully translated catalogue (numbers and allowed brand names may stay as they are)', async () => {
    await expect(checkCatalogueCompleteness(complete, allowBrand)).resolves.toEqual([]);
  });

  it('accepts an allowed message id as well as an allowed text', async () => {
    await expect(checkCatalogueCompleteness(complete, { allowIdentical: ['x.brand'] })).resolves.toEqual([]);
  });

  it('lets the usual brand names and loanwords stay as they are', async () => {
    const telegram: LoadedCatalogue = Object.fromEntries(
      Object.keys(complete).map((locale) => [locale, { 'x.channel': 'Telegram', 'x.tab': 'Cashback' }]),
    );
    await expect(checkCatalogueCompleteness(telegram)).resolves.toEqual([]);
  });

  it('reports a brand name that is not on the allow-list', async () => {
    const problems = await checkCatalogueCompleteness(complete);
    expect(problems).toHaveLength(5);
    expect(problems).toContainEqual({ locale: 'ar', key: 'x.brand', problem: 'untranslated' });
  });

  it.each<[string, LoadedCatalogue, { locale: string; key: string; problem: string }[]]>([
    ['a missing key', { ...complete, pl: without(complete.pl, 'x.title') }, [{ locale: 'pl', key: 'x.title', problem: 'missing' }]],
    ['an English copy', { ...complete, ca: { ...complete.ca, 'x.title': 'Deposit' } }, [{ locale: 'ca', key: 'x.title', problem: 'untranslated' }]],
    ['an empty text', { ...complete, af: { ...complete.af, 'x.title': ' ' } }, [{ locale: 'af', key: 'x.title', problem: 'empty' }]],
    ['a renamed placeholder', { ...complete, ar: { ...complete.ar, 'x.limit': 'الحد الأدنى للقيمة: {minimum}' } }, [{ locale: 'ar', key: 'x.limit', problem: 'placeholders' }]],
    ['a dropped placeholder', { ...complete, 'pt-BR': { ...complete['pt-BR'], 'x.limit': 'Valor mínimo' } }, [{ locale: 'pt-BR', key: 'x.limit', problem: 'placeholders' }]],
    ['a key English does not have', { ...complete, pl: { ...complete.pl, 'x.old': 'Stary' } }, [{ locale: 'pl', key: 'x.old', problem: 'unknown' }]],
  ])('reports %s', async (_, catalogue, expected) => {
    await expect(checkCatalogueCompleteness(catalogue, allowBrand)).resolves.toEqual(expected);
  });

  it('reports every key of a locale without messages', async () => {
    const withoutArabic: LoadedCatalogue = { ...complete, ar: undefined };
    const problems = await checkCatalogueCompleteness(withoutArabic, allowBrand);
    expect(problems.map((problem) => `${problem.locale} ${problem.key} ${problem.problem}`)).toEqual([
      'ar x.title missing',
      'ar x.limit missing',
      'ar x.brand missing',
      'ar x.number missing',
    ]);
  });

  it('loads a lazy catalogue before checking it', async () => {
    const lazy = Object.fromEntries(Object.entries(complete).map(([locale, messages]) => [locale, async () => messages ?? {}]));
    await expect(checkCatalogueCompleteness(lazy, allowBrand)).resolves.toEqual([]);
  });

  it('compares plural and select arguments by name', async () => {
    const plural: LoadedCatalogue = {
      ...complete,
      en: { ...complete.en, 'x.games': '{count, plural, one {# game} other {# games}}' },
    };
    for (const locale of ['pt-BR', 'pl', 'ca', 'af', 'ar'] as const) {
      plural[locale] = { ...complete[locale], 'x.games': '{count, plural, other {# jogos}}' };
    }
    await expect(checkCatalogueCompleteness(plural, allowBrand)).resolves.toEqual([]);
  });
});

describe('placeholder comparison', () => {
  const withMessage = (en: string, translated: string): LoadedCatalogue => {
    const catalogue: LoadedCatalogue = { en: { 'x.m': en } };
    for (const locale of ['pt-BR', 'pl', 'ca', 'af', 'ar'] as const) catalogue[locale] = { 'x.m': translated };
    return catalogue;
  };

  it.each([
    ['{count, plural, one {# game} other {# games}}', '{count, plural, zero {لا ألعاب} two {لعبتان} other {# لعبة}}'],
    ['{count, plural, one {# game by {name}} other {# games by {name}}}', '{count, plural, other {# jogos de {name}}}'],
    ['{sex, select, male {He} other {They}} won {amount, number}', '{sex, select, male {Ele} other {Eles}} ganhou {amount, number}'],
    ['From {min} to {max}', 'Od {max} do {min}'],
  ])('accepts %s translated as %s', async (en, translated) => {
    await expect(checkCatalogueCompleteness(withMessage(en, translated))).resolves.toEqual([]);
  });

  it.each([
    ['{count, plural, one {# game by {name}} other {# games by {name}}}', '{count, plural, other {# jogos}}'],
    ['From {min} to {max}', 'Od {min}'],
    ['{count, plural, other {# games}}', '{total, plural, other {# jogos}}'],
  ])('rejects %s translated as %s', async (en, translated) => {
    const problems = await checkCatalogueCompleteness(withMessage(en, translated));
    expect(problems.map((problem) => problem.problem)).toEqual(Array(5).fill('placeholders'));
  });
});
