import type { Emulator } from './app';
import { generateBotToken } from './services/telegram-token';
import { signInitData } from './services/telegram';
import { EmulatorClient, startEmulator } from './testing/emulator-client';

type InitDataAnswer = { init_data: string; hash: string; user: { id: number; username?: string }; launch_url: string };

/** The body the mini-app sends for its init data (SPEC.md 7.2). */
const registerBody = (initData: string) => {
  const fields = new URLSearchParams(initData);
  const user = JSON.parse(fields.get('user') ?? '{}') as { id: number; username?: string; language_code?: string };
  return { is_tg: 1, id: String(user.id), username: user.username ?? null, hash: fields.get('hash') ?? '', language_code: user.language_code ?? null, payload: initData };
};

describe('Telegram: init data signed by the emulator, and by nobody else', () => {
  let emulator: Emulator;

  beforeAll(async () => {
    emulator = await startEmulator({ telegramOrigin: 'http://localhost:4321' });
  });
  afterAll(() => emulator.app.close());

  it('the launch route opens the Telegram shell as Telegram does, with signed init data in the hash', async () => {
    const response = await emulator.app.inject({ method: 'GET', url: '/__emulator/telegram/launch?id=424242&username=ana_tg&first_name=Ana&language_code=pl' });
    expect(response.statusCode).toBe(302);
    const location = new URL(String(response.headers.location));
    expect(location.origin).toBe('http://localhost:4321');
    const hash = new URLSearchParams(location.hash.slice(1));
    expect(hash.get('tgWebAppVersion')).toBe('8.0');
    expect(hash.get('tgWebAppPlatform')).toBe('web');
    expect(JSON.parse(hash.get('tgWebAppThemeParams') ?? '{}')).toMatchObject({ bg_color: expect.stringMatching(/^#/) });
    const initData = new URLSearchParams(hash.get('tgWebAppData') ?? '');
    expect(JSON.parse(initData.get('user') ?? '{}')).toMatchObject({ id: 424242, username: 'ana_tg', first_name: 'Ana', language_code: 'pl' });
    expect(initData.get('signature')).toMatch(/^[\w-]{86}$/);
    expect(initData.get('hash')).toMatch(/^[0-9a-f]{64}$/);
    expect((await emulator.app.inject({ method: 'GET', url: '/__emulator/telegram/launch?id=abc' })).statusCode).toBe(400);
    // Empty fields are "not given": the defaults apply.
    expect((await emulator.app.inject({ method: 'GET', url: '/__emulator/telegram/launch?id=&username=&first_name=' })).statusCode).toBe(302);
  });

  it('init data from the JSON route signs the user up, then in', async () => {
    const issued = (await emulator.app.inject({ method: 'GET', url: '/__emulator/telegram/init-data?id=515151&username=bo_tg&first_name=Bo' })).json() as InitDataAnswer;
    const first = await new EmulatorClient(emulator.app).post('auth.register', registerBody(issued.init_data));
    expect(first.body.data).toMatchObject({ login: 'tg515151@telegram.local', fakename: 'botg' });
    const again = await new EmulatorClient(emulator.app).post('auth.register', registerBody(issued.init_data));
    expect((again.body.data as { uid: number }).uid).toBe((first.body.data as { uid: number }).uid);
  });

  it('init data signed with any other token is refused, and so is data altered after signing', async () => {
    const user = JSON.stringify({ id: 616161, first_name: 'Mallory' });
    const fields = { auth_date: String(Math.floor(Date.now() / 1000)), query_id: 'AAE', user };
    for (const token of [generateBotToken(), '123456789:DEV-emulator-bot-token']) {
      const forged = await new EmulatorClient(emulator.app).post('auth.register', registerBody(signInitData(fields, token)));
      expect(forged.body.error).toMatchObject({ type: 'InvalidParameterException', error_data: { hash: ['Wrong field'] } });
      expect(forged.headers['set-cookie']).toBeUndefined();
    }
    const issued = (await emulator.app.inject({ method: 'GET', url: '/__emulator/telegram/init-data?id=717171' })).json() as InitDataAnswer;
    const altered = issued.init_data.replace(encodeURIComponent('"id":717171'), encodeURIComponent('"id":1'));
    const answer = await new EmulatorClient(emulator.app).post('auth.register', { ...registerBody(altered), id: '1' });
    expect(answer.body.error?.error_data).toEqual({ hash: ['Wrong field'] });
  });
});
