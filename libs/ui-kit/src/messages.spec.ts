import { LOCALES } from '@casino/platform-contract';
import { uiKitMessages } from './index';
import en from './messages/en.json';

// Unit abbreviations the same in English and a locale would be wrong only by accident; none are allowed.
describe('ui-kit messages', () => {
  it('names every text uiKit.<messages file>.<key>, the ids cataloguedMessages gives', () => {
    for (const id of Object.keys(en)) expect(id).toMatch(/^uiKit\.[a-zA-Z]+\.[a-zA-Z]+$/);
  });

  it.each(LOCALES.filter((locale) => locale !== 'en'))('has every text translated in %s', async (locale) => {
    const catalogue = await uiKitMessages[locale]();
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(en).sort());
    for (const [id, text] of Object.entries(catalogue)) {
      expect(text, id).not.toBe('');
      expect(text, id).not.toBe(en[id as keyof typeof en]);
    }
  });

  it('loads English through the same per-locale loaders', async () => {
    await expect(uiKitMessages.en()).resolves.toEqual(en);
  });
});
