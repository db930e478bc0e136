import { adoptTelegramLanguage, telegramLanguageOf } from './first-start-language';

const launchHash = (user: unknown) =>
  `#${new URLSearchParams({ tgWebAppData: new URLSearchParams({ user: JSON.stringify(user), hash: 'ab' }).toString(), tgWebAppVersion: '8.0' })}`;

describe('the first start in the Telegram language', () => {
  it("reads the Telegram user's language from the launch parameters", () => {
    expect(telegramLanguageOf(launchHash({ id: 1, language_code: 'pl' }))).toBe('pl');
    expect(telegramLanguageOf(launchHash({ id: 1 }))).toBeUndefined();
    expect(telegramLanguageOf('#tgWebAppData=user%3D%7Bnot-json')).toBeUndefined();
    expect(telegramLanguageOf('')).toBeUndefined();
  });

  it('stores a supported Telegram language as the choice when none was made', () => {
    const jar = { cookie: '' };
    adoptTelegramLanguage(launchHash({ id: 1, language_code: 'pt-br' }), jar);
    expect(jar.cookie).toMatch(/^i18n_redirected=pt-BR;/);
  });

  it("keeps the player's own choice, and ignores a language the site does not speak", () => {
    const chosen = { cookie: 'i18n_redirected=en' };
    adoptTelegramLanguage(launchHash({ id: 1, language_code: 'pl' }), chosen);
    expect(chosen.cookie).toBe('i18n_redirected=en');
    const unknown = { cookie: '' };
    adoptTelegramLanguage(launchHash({ id: 1, language_code: 'xx' }), unknown);
    expect(unknown.cookie).toBe('');
  });
});
