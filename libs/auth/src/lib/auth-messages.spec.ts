import { checkCatalogueCompleteness } from '@casino/i18n';
import { authMessages } from './auth-messages';

describe('authMessages', () => {
  it('has every message really translated in every locale, with the same placeholders', async () => {
    expect(await checkCatalogueCompleteness(authMessages)).toEqual([]);
  });
});
