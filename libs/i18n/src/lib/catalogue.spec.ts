import { arrivedMessages, catalogueArrivals, defineCatalogue, loadedMessages, loadMessages, type GlobbedMessageFiles } from './catalogue';
import { LOCALES } from '@casino/platform-contract';

/** What import.meta.glob returns for ./messages/*.json, with a spy per file. */
function globbed(build: (locale: string) => Record<string, string>) {
  const loaders = Object.fromEntries(
    LOCALES.map((locale) => [`./messages/${locale}.json`, vi.fn(async () => ({ default: build(locale) }))]),
  );
  return loaders satisfies GlobbedMessageFiles;
}

describe('defineCatalogue', () => {
  it('gives one lazy loader per locale that resolves to the JSON content', async () => {
    const files = globbed((locale) => ({ 'test.hello': `hello ${locale}` }));
    const catalogue = defineCatalogue(files);
    expect(Object.keys(catalogue).sort()).toEqual([...LOCALES].sort());
    expect(files['./messages/pl.json']).not.toHaveBeenCalled();
    await expect(catalogue.pl()).resolves.toEqual({ 'test.hello': 'hello pl' });
    expect(files['./messages/pl.json']).toHaveBeenCalledOnce();
    expect(files['./messages/en.json']).not.toHaveBeenCalled();
  });

  it('accepts globs imported with { import: "default" }', async () => {
    const files = Object.fromEntries(LOCALES.map((locale) => [`./messages/${locale}.json`, async () => ({ k: locale })]));
    await expect(defineCatalogue(files).ar()).resolves.toEqual({ k: 'ar' });
  });

  it('refuses a catalogue that lacks a locale', () => {
    const files = globbed(() => ({}));
    delete files['./messages/af.json'];
    expect(() => defineCatalogue(files)).toThrow('Message files missing for af');
  });

  it('refuses a file not named after a locale', () => {
    const files = { ...globbed(() => ({})), './messages/pt.json': async () => ({}) };
    expect(() => defineCatalogue(files)).toThrow('./messages/pt.json is not named after a locale');
  });

  it('refuses messages that are not strings', async () => {
    const catalogue = defineCatalogue(globbed(() => ({ nested: { a: 'b' } }) as unknown as Record<string, string>));
    await expect(catalogue.en()).rejects.toThrow('./messages/en.json: message nested is not a string');
  });
});

describe('loadMessages', () => {
  it('merges one locale of every catalogue and loads each file once', async () => {
    const commonFiles = globbed((locale) => ({ 'common.ok': `ok ${locale}` }));
    const cashierFiles = globbed((locale) => ({ 'cashier.title': `cashier ${locale}` }));
    const catalogues = [defineCatalogue(commonFiles), defineCatalogue(cashierFiles)];

    await expect(loadMessages(catalogues, 'ca')).resolves.toEqual({ 'common.ok': 'ok ca', 'cashier.title': 'cashier ca' });
    await loadMessages(catalogues, 'ca');

    expect(commonFiles['./messages/ca.json']).toHaveBeenCalledOnce();
    expect(cashierFiles['./messages/ca.json']).toHaveBeenCalledOnce();
    const otherLocales = LOCALES.filter((locale) => locale !== 'ca');
    for (const locale of otherLocales) expect(commonFiles[`./messages/${locale}.json`]).not.toHaveBeenCalled();
  });

  it('retries a locale whose download failed', async () => {
    const files = globbed((locale) => ({ k: locale }));
    files['./messages/pl.json'].mockRejectedValueOnce(new Error('offline'));
    const catalogues = [defineCatalogue(files)];
    await expect(loadMessages(catalogues, 'pl')).rejects.toThrow('offline');
    await expect(loadMessages(catalogues, 'pl')).resolves.toEqual({ k: 'pl' });
  });
});

describe('loadedMessages', () => {
  it('has nothing before every catalogue of the locale has arrived, then the merged table', async () => {
    const common = defineCatalogue(globbed((locale) => ({ 'common.ok': `ok ${locale}` })));
    const cashier = defineCatalogue(globbed((locale) => ({ 'cashier.title': `cashier ${locale}` })));
    expect(loadedMessages([common, cashier], 'af')).toBeUndefined();
    await loadMessages([common], 'af');
    expect(loadedMessages([common, cashier], 'af')).toBeUndefined();
    await loadMessages([common, cashier], 'af');
    expect(loadedMessages([common, cashier], 'af')).toEqual({ 'common.ok': 'ok af', 'cashier.title': 'cashier af' });
    expect(loadedMessages([common, cashier], 'ar')).toBeUndefined();
  });
});

describe('arrivedMessages and catalogueArrivals', () => {
  it('keeps one table per locale that grows as each catalogue arrives, and a wait that settles once they have', async () => {
    const shared = defineCatalogue(globbed((locale) => ({ 'shared.ok': `ok ${locale}` })));
    const feature = defineCatalogue(globbed((locale) => ({ 'feature.title': `title ${locale}` })));
    const table = arrivedMessages('pt-BR');
    await loadMessages([shared], 'pt-BR');
    expect(table).toMatchObject({ 'shared.ok': 'ok pt-BR' });
    expect(table).not.toHaveProperty('feature.title');

    const catalogues = [feature];
    const wait = catalogueArrivals(catalogues, 'pt-BR');
    expect(wait).toBeInstanceOf(Promise);
    expect(catalogueArrivals(catalogues, 'pt-BR')).toBe(wait);
    await wait;
    expect(arrivedMessages('pt-BR')).toBe(table);
    expect(table).toMatchObject({ 'shared.ok': 'ok pt-BR', 'feature.title': 'title pt-BR' });
    expect(catalogueArrivals(catalogues, 'pt-BR')).toBeUndefined();
  });

  it('settles the wait when a download fails, so a part of the page shows its default texts rather than an error', async () => {
    const files = globbed((locale) => ({ k: locale }));
    files['./messages/ca.json'].mockRejectedValueOnce(new Error('offline'));
    await expect(catalogueArrivals([defineCatalogue(files)], 'ca')).resolves.toBeDefined();
  });
});
