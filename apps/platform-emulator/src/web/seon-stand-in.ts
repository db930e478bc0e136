/**
 * A stand-in for SEON's browser agent in its script form. @seontechnologies/seon-javascript-sdk (6.x) bundles the
 * whole agent in the package: it loads no further script, and its only address settings are the DNS-check domain
 * (one of SEON's own: seondnsresolve.com, ...) and the region, so a stand-in cannot be swapped in behind the npm
 * import. SEON also ships the agent as a script from its CDN (https://cdn.seonintelligence.com/js/v6/agent.umd.js
 * and mirrors), which defines `window.seon` with `init()` and `getSession(options)`, a promise of the session string
 * the site sends as `seon_session` with /hit. A site that loads the agent from a configured address runs the same
 * code against SEON in production and against this file in development: `{SEON base}/js/v6/agent.umd.js`, here
 * with the base at `/platform/seon`. Its session is a base64 JSON `{ v: 'seon-stand-in', sid, ts, init }`; the
 * emulator records it with the hit, as an operator's back end would pass it on to SEON's fraud API.
 */
export const SEON_STAND_IN_PATH = '/platform/seon/js/v6/agent.umd.js';

export const SEON_STAND_IN_SCRIPT = `(() => {
  if (window.seon) return;
  let initialised = false;
  const sessionId = () => {
    const bytes = new Uint8Array(16);
    crypto.getRandomValues(bytes);
    return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  };
  window.seon = {
    init() {
      initialised = true;
    },
    getSession(options) {
      if (options !== undefined && (options === null || typeof options !== 'object')) return Promise.reject(new TypeError('SEON options must be an object'));
      return Promise.resolve(btoa(JSON.stringify({ v: 'seon-stand-in', sid: sessionId(), ts: Date.now(), init: initialised })));
    },
  };
})();
`;
