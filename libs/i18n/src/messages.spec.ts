import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { commonMessages } from './common-messages';
import type { Messages } from './lib/catalogue';
import { checkCatalogueCompleteness, type LoadedCatalogue } from './lib/catalogue-completeness';
import { isLocale, LOCALES } from '@casino/platform-contract';

// Every lib's (and app's) messages on disk, so a project added tomorrow is checked without touching this file.
const workspaceRoot = join(import.meta.dirname, '../../..');
const messageFolders = ['libs', 'apps'].flatMap((group) =>
  readdirSync(join(workspaceRoot, group))
    .map((project) => ({ lib: `${group}/${project}`, dir: join(workspaceRoot, group, project, 'src/messages') }))
    .filter(({ dir }) => existsSync(dir) && readdirSync(dir).some((file) => file.endsWith('.json'))),
);

function readFolder(dir: string): { catalogue: LoadedCatalogue; strayFiles: string[] } {
  const catalogue: LoadedCatalogue = {};
  const strayFiles: string[] = [];
  for (const file of readdirSync(dir)) {
    const locale = file.replace(/\.json$/, '');
    if (!file.endsWith('.json')) continue; // the catalogue module may sit beside its files
    if (!isLocale(locale)) strayFiles.push(file);
    else catalogue[locale] = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Messages;
  }
  return { catalogue, strayFiles };
}

describe('message catalogues of every lib', () => {
  it('finds the shared messages of this lib among them', () => {
    expect(messageFolders.map(({ lib }) => lib)).toEqual(expect.arrayContaining(['libs/i18n', 'libs/validators']));
  });

  describe.each(messageFolders)('$lib/src/messages', ({ dir }) => {
    const { catalogue, strayFiles } = readFolder(dir);

    it('has one JSON file per locale and no other JSON file', () => {
      expect(Object.keys(catalogue).sort()).toEqual([...LOCALES].sort());
      expect(strayFiles).toEqual([]);
    });

    it('translates every English message in every locale', async () => {
      expect(Object.keys(catalogue.en ?? {}).length).toBeGreaterThan(0);
      await expect(checkCatalogueCompleteness(catalogue)).resolves.toEqual([]);
    });
  });

  it('gives every message id to exactly one lib, so merging catalogues never overwrites a text', () => {
    const owners = new Map<string, string[]>();
    for (const { lib, dir } of messageFolders) {
      for (const key of Object.keys(readFolder(dir).catalogue.en ?? {})) owners.set(key, [...(owners.get(key) ?? []), lib]);
    }
    expect([...owners].filter(([, libs]) => libs.length > 1)).toEqual([]);
  });
});

describe('commonMessages', () => {
  it('loads the spec keys of common.fieldsValidatorErrors and the promo code error codes in every locale', async () => {
    const keys = [
      'wrongField',
      'requiredField',
      'sumError',
      'wrongPhoneFormat',
      'insertPhoneNumber',
      'wrongEmailAddress',
      'insertEmailAddress',
      'insertPassword',
      'shortPassword',
      'notWalidPassword',
      'passwordsNotEqual',
      'minCountSymbolsFakename',
      'specialSymbolsFakename',
      'uncheckedCheckbox',
      'useSpace',
    ]
      .map((key) => `common.fieldsValidatorErrors.${key}`)
      .concat(['INVALID', 'NOT_FOUND', 'EXPIRED', 'NOT_STARTED', 'ALREADY_ACTIVATED'].map((code) => `common.promoCodeErrors.${code}`))
      .concat('common.promoCode.unchecked');
    for (const locale of LOCALES) {
      expect(Object.keys(await commonMessages[locale]()).sort()).toEqual([...keys].sort());
    }
  });

  it('is completely translated', async () => {
    await expect(checkCatalogueCompleteness(commonMessages)).resolves.toEqual([]);
  });

  it('reads the default English texts of the spec', async () => {
    const en = await commonMessages.en();
    expect(en['common.fieldsValidatorErrors.requiredField']).toBe('Field is required');
    expect(en['common.fieldsValidatorErrors.wrongEmailAddress']).toBe('Wrong email address');
    expect(en['common.fieldsValidatorErrors.wrongPhoneFormat']).toBe('Wrong phone number');
  });
});
