import { LOCALES } from '@casino/platform-contract';
import { uiKitMessages } from './index';
import en from './messages/en.json';

type Descriptor = { id: string; defaultMessage: string };

// Every descriptor defined in the lib's *.messages.ts files.
const modules = import.meta.glob<Record<string, Record<string, Descriptor>>>('./lib/**/*.messages.ts', { eager: true });
const defined = Object.values(modules).flatMap((module) => Object.values(module).flatMap((group) => Object.values(group)));

// Unit abbreviations the same in English and a locale would be wrong only by accident; none are allowed.
describe('ui-kit messages', () => {
  it('uses ids under uiKit. and keeps en.json equal to the default texts', () => {
    expect(defined.length).toBe(Object.keys(en).length);
    for (const { id, defaultMessage } of defined) {
      expect(id).toMatch(/^uiKit\.[a-zA-Z]+\.[a-zA-Z]+$/);
      expect(en).toHaveProperty([id], defaultMessage);
    }
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
