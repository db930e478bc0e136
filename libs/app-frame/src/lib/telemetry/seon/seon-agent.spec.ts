// @vitest-environment jsdom
import { BUNDLED_SEON_AGENT, loadSeonAgent, seonSession } from './seon-agent';

vi.mock('@seontechnologies/seon-javascript-sdk', () => ({ default: { init: vi.fn(), getSession: vi.fn(async () => 'bundled-session') } }));

const lastScript = () => document.head.querySelector<HTMLScriptElement>('script#seon-agent');

describe('loadSeonAgent', () => {
  afterEach(() => lastScript()?.remove());

  it("uses the npm package's bundled agent when the setting says bundled (no script added)", async () => {
    const agent = await loadSeonAgent(BUNDLED_SEON_AGENT, {});
    await expect(agent.getSession()).resolves.toBe('bundled-session');
    expect(lastScript()).toBeNull();
  });

  it("loads the script form from the configured address, with the page's nonce, and returns window.seon", async () => {
    const host: { seon?: { init: () => void; getSession: () => Promise<string> } } = {};
    const loading = loadSeonAgent('/platform/seon/js/v6/agent.umd.js', host as never);
    const script = lastScript();
    expect(script?.getAttribute('src')).toBe('/platform/seon/js/v6/agent.umd.js');
    host.seon = { init: () => undefined, getSession: async () => 'script-session' };
    script?.dispatchEvent(new Event('load'));
    await expect((await loading).getSession()).resolves.toBe('script-session');
  });

  it('fails when the script ran but defined no agent', async () => {
    const loading = loadSeonAgent('https://cdn.example/agent.js', {});
    lastScript()?.dispatchEvent(new Event('load'));
    await expect(loading).rejects.toThrow('did not define window.seon');
  });
});

describe('seonSession', () => {
  it("is the agent's session, asked with a time limit and without console noise", async () => {
    const getSession = vi.fn(async () => 'abc');
    await expect(seonSession(Promise.resolve({ init: vi.fn(), getSession }), 3_000)).resolves.toBe('abc');
    expect(getSession).toHaveBeenCalledWith({ fieldTimeoutMs: 2_500, silentMode: true });
  });

  it('is empty when the agent failed, threw or answered nonsense', async () => {
    await expect(seonSession(Promise.reject(new Error('blocked')))).resolves.toBe('');
    await expect(seonSession(Promise.resolve({ init: vi.fn(), getSession: () => Promise.reject(new Error('x')) }))).resolves.toBe('');
    await expect(seonSession(Promise.resolve({ init: vi.fn(), getSession: async () => 42 as unknown as string }))).resolves.toBe('');
  });

  it('is empty after the time limit when the agent never answers', async () => {
    vi.useFakeTimers();
    try {
      const session = seonSession(Promise.resolve({ init: vi.fn(), getSession: () => new Promise<string>(() => undefined) }), 2_000);
      await vi.advanceTimersByTimeAsync(2_000);
      await expect(session).resolves.toBe('');
    } finally {
      vi.useRealTimers();
    }
  });
});
