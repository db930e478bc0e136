import { type Emulator } from './app';
import { EmulatorClient, startEmulator } from './testing/emulator-client';

type SupportSettings = { provider: string | null; config: Record<string, { src: string | null; lang: string }> };

describe('the chat provider switch and the LiveChat stand-in', () => {
  let emulator: Emulator;
  let visitor: EmulatorClient;

  beforeEach(async () => {
    emulator = await startEmulator();
    visitor = new EmulatorClient(emulator.app);
  });
  afterEach(() => emulator.app.close());

  const settings = async () => (await visitor.get('support.getsettings')).body.data as SupportSettings;

  it('names the provider a test sets, and the configured one again once it is reset', async () => {
    expect((await settings()).provider).toBeNull();
    const set = await emulator.app.inject({ method: 'PUT', url: '/__emulator/chat-provider', payload: { provider: 'livechat' } });
    expect(set.statusCode).toBe(200);
    expect((await settings()).provider).toBe('livechat');
    expect((await emulator.app.inject({ method: 'DELETE', url: '/__emulator/chat-provider' })).statusCode).toBe(200);
    expect((await settings()).provider).toBeNull();
  });

  it('gives every provider the player’s language', async () => {
    const { config } = (await visitor.get('support.getsettings', { locale: 'pl' })).body.data as SupportSettings;
    expect(new Set(Object.values(config).map((item) => item.lang))).toEqual(new Set(['pl']));
    expect((await settings()).config['livechat']).toMatchObject({ lang: 'en' });
  });

  it('refuses a provider it does not know', async () => {
    const set = await emulator.app.inject({ method: 'PUT', url: '/__emulator/chat-provider', payload: { provider: 'skype' } });
    expect(set.statusCode).toBe(400);
    expect((await settings()).provider).toBeNull();
  });

  it('points LiveChat at a stand-in script it serves itself: nothing is loaded from outside', async () => {
    const src = (await settings()).config['livechat']?.src ?? '';
    expect(src).toMatch(/^\/platform\//);
    const script = await emulator.app.inject({ method: 'GET', url: src });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(script.body).toContain('window.LiveChatWidget');
  });
});
