import type seonSdk from '@seontechnologies/seon-javascript-sdk';
import { loadScript } from '@casino/ui-kit';

/** SEON's JavaScript agent v6 (@seontechnologies/seon-javascript-sdk): `init()` at start, `getSession()` for the fingerprint. */
export type SeonAgent = typeof seonSdk;

/** The SEON_AGENT setting that picks the agent bundled in the npm package instead of a script address. */
export const BUNDLED_SEON_AGENT = 'bundled';

type SeonHost = { seon?: SeonAgent };

/**
 * Loads SEON's agent from where the operator says (partner-scripts.ts): the package's own bundled agent (a chunk of
 * the site, loaded on demand), or the script form SEON publishes on its CDN, which defines `window.seon` with the
 * same `init` and `getSession` (the emulator's stand-in is that form, at the site's /platform/seon).
 */
export async function loadSeonAgent(source: string, host: SeonHost = window as SeonHost): Promise<SeonAgent> {
  if (source === BUNDLED_SEON_AGENT) return (await import('@seontechnologies/seon-javascript-sdk')).default;
  if (!host.seon) await loadScript(source, { id: 'seon-agent' });
  if (!host.seon || typeof host.seon.getSession !== 'function') throw new Error(`the SEON agent at ${source} did not define window.seon`);
  return host.seon;
}

/** The fingerprint may take a while (SEON's own default is 5 s); /hit waits no longer than this for it. */
export const SEON_SESSION_TIMEOUT_MS = 5_000;

/**
 * The session string SEON's fraud API reads (sent as `seon_session` with /hit), or '' when the agent could not load
 * or answer in time: a failed fraud check never stops the page.
 */
export async function seonSession(agent: Promise<SeonAgent>, timeoutMs = SEON_SESSION_TIMEOUT_MS): Promise<string> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<string>((resolve) => (timer = setTimeout(() => resolve(''), timeoutMs)));
  const session = agent.then((loaded) => loaded.getSession({ fieldTimeoutMs: Math.max(timeoutMs - 500, 1_000), silentMode: true }));
  try {
    const value = await Promise.race([session, timeout]);
    return typeof value === 'string' ? value : '';
  } catch {
    return '';
  } finally {
    clearTimeout(timer);
  }
}
