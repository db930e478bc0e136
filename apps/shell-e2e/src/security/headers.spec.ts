import { type APIResponse, type Page } from '@playwright/test';
import { expect, test } from '../interactive-page';
import { TELEGRAM_ORIGIN } from '../auth/auth-helpers';
import { restoreChatProvider, setChatProvider } from '../emulator-admin';
import { DEMO_PLAYER, platformPath, signInThroughApi } from '../platform-api';
import { entryScriptOf } from '../entry-script';

/** The directives of a Content-Security-Policy header, by name. */
const directivesOf = (policy: string | undefined) =>
  Object.fromEntries((policy ?? '').split(';').map((part) => { const [name = '', ...values] = part.trim().split(/\s+/); return [name, values]; }));

/** The headers every answer of the site carries, whatever it is. */
function expectSecurityHeaders(response: APIResponse, { sitePolicy = true } = {}) {
  const headers = response.headers();
  const what = `${response.status()} ${response.url()}`;
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options'], what).toBe('SAMEORIGIN');
  expect(headers['permissions-policy'], what).toContain('geolocation=()');
  const policy = directivesOf(headers['content-security-policy']);
  expect(policy['object-src'], what).toEqual(["'none'"]);
  expect(policy['base-uri'], what).toEqual(["'self'"]);
  expect(policy['frame-ancestors'], what).toEqual(["'self'"]);
  if (!sitePolicy) return;
  expect(policy['script-src']?.[0], what).toMatch(/^'nonce-[A-Za-z0-9+/]+=*'$/);
  expect(policy['script-src']?.slice(1), what).toEqual(["'strict-dynamic'"]);
}

/**
 * CSP violations a page reports, from the document's `securitypolicyviolation` events and the console (frames
 * included), and any complaint about the Permissions-Policy.
 */
async function watchViolations(page: Page) {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy|Permissions-Policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI}`));
  });
  return {
    inPage: () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
    inConsole: () => console,
  };
}

test.describe('security headers of the web server operators deploy', () => {
  test('every kind of answer carries them: the app shell, a route, assets, a 404, API, CMS, platform pages, a refusal', async ({ request }) => {
    const home = await request.get('/');
    expectSecurityHeaders(home);
    // A visitor's server-rendered page (no cookie): a CDN may keep it a few seconds, with the nonce of this answer.
    expect(home.headers()['cache-control']).toBe('public, max-age=5, stale-while-revalidate=30');
    const nonce = /'nonce-([^']+)'/.exec(home.headers()['content-security-policy'] ?? '')?.[1];
    const html = await home.text();
    // The nonce is this answer's own, on every script and preload, and on the meta tag the app reads.
    for (const tag of html.match(/<(?:script|link rel="(?:modulepreload|stylesheet)"|meta property="csp-nonce")[^>]*>/g) ?? []) {
      expect(tag).toContain(`nonce="${nonce}"`);
    }
    const again = await request.get('/');
    expect(again.headers()['content-security-policy']).not.toContain(`'nonce-${nonce}'`);

    const entry = entryScriptOf(html);
    expect(entry).toMatch(/^\/assets\//);
    const asset = await request.get(entry);
    expectSecurityHeaders(asset);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

    const api = await request.get(platformPath('account.getInfo'));
    expectSecurityHeaders(api);
    expect(api.headers()['cache-control']).toBe('no-store');

    for (const path of ['/cashier/withdraw', '/favicon.svg', '/no-such-file.png', '/cms/api/settings-seo?locale=en', '/robots.txt']) {
      expectSecurityHeaders(await request.get(path));
    }
    // The platform's own pages (a demo game here) keep their scripts; framing, plugins and <base> are the site's call.
    const game = await request.get('/platform/game/silver-anchor-quest-for-avalon/demo');
    expectSecurityHeaders(game, { sitePolicy: false });
    expect(game.headers()['cache-control']).toBe('no-store');

    const refused = await request.post(platformPath('auth.login'), {
      headers: { origin: 'http://localhost:8999', 'sec-fetch-site': 'same-site' },
      multipart: DEMO_PLAYER,
    });
    expect(refused.status()).toBe(403);
    expectSecurityHeaders(refused);
  });

  test('injected markup runs no script: an inline script, a guessed nonce, an event handler, a javascript: URL', async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    // Markup that got into the page, as a stored XSS would put it, read by the browser's parser under the site's policy.
    await page.evaluate(() => {
      const frame = document.createElement('iframe');
      frame.title = 'injected';
      frame.srcdoc = '<script>parent.pwned = "inline"</script><script nonce="guessed">parent.pwned = "guessed nonce"</script>';
      document.body.append(frame);
      document.body.insertAdjacentHTML('beforeend', '<img src="/no-such-image.png" onerror="window.pwned = \'handler\'" alt="">');
      const link = document.createElement('a');
      link.href = ['javascript', 'window.pwned = "javascript url"'].join(':');
      document.body.append(link);
      link.click();
    });
    await expect.poll(() => violations.inConsole().length).toBeGreaterThanOrEqual(4);
    expect(violations.inConsole().join('\n')).toMatch(/Executing inline script[^]*Executing inline script/);
    expect(violations.inConsole().join('\n')).toContain('Executing inline event handler');
    expect(violations.inConsole().join('\n')).toContain('Running the JavaScript URL');
    expect(await violations.inPage()).toEqual(expect.arrayContaining([expect.stringMatching(/^script-src-attr/), expect.stringMatching(/^script-src-elem/)]));
    expect(await page.evaluate(() => (window as unknown as { pwned?: string }).pwned)).toBeUndefined();
  });

  test("the nonce the app reads from the csp-nonce meta tag is the one this response's policy accepts", async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    // What libs/ui-kit's allowScript gives the scripts the app adds (chat widgets, CMS snippets): the meta tag's nonce.
    const hidden = await page.evaluate(() => {
      const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
      const frame = document.createElement('iframe');
      frame.title = 'nonce check';
      // A document under the same policy, parsed by the browser: only the script with the page's nonce runs.
      frame.srcdoc = `<script nonce="${meta?.nonce ?? ''}">parent.allowed = "yes"</script><script>parent.allowed = "no"</script>`;
      document.body.append(frame);
      // Browsers hide a parsed nonce from the markup, so no injected markup or CSS can read it.
      return meta?.getAttribute('nonce');
    });
    await expect.poll(() => page.evaluate(() => (window as unknown as { allowed?: string }).allowed)).toBe('yes');
    expect(hidden).toBe('');
  });

  test("the CMS snippets' inline scripts run at head, bodyStart and bodyEnd under the nonce; the same markup without it does not", async ({ page, context }) => {
    const violations = await watchViolations(page);
    // An affiliate's link: the bodyStart snippet keeps its tag.
    await page.goto('/pl/gamehall?btag=aff-1234');
    await expect(page.getByRole('banner')).toBeVisible();
    // The head snippet set Google's consent defaults and the bodyEnd one bootstrapped the tag, both through gtag's
    // argument lists in window.dataLayer (in the order of the snippets); the site's own events are objects.
    const gtagCalls = () =>
      page.evaluate(() =>
        ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])
          .filter((entry) => Object.prototype.toString.call(entry) === '[object Arguments]')
          .map((entry) => Array.from(entry as ArrayLike<unknown>).slice(0, 2)),
      );
    await expect.poll(gtagCalls).toEqual([['consent', 'default'], ['js', expect.anything()], ['config', 'G-CASINODEMO']]);
    await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'btag')?.value).toBe('aff-1234');
    // Each ran as one of the app's snippet scripts, with this response's nonce, and nothing was refused.
    const snippetScripts = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLScriptElement>('script[data-custom-code]')].map((script) => `${script.dataset['customCode']} ${script.nonce === document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce}`),
    );
    expect(snippetScripts).toEqual(['head true', 'bodyStart true', 'bodyEnd true']);
    expect(await violations.inPage()).toEqual([]);
    expect(violations.inConsole()).toEqual([]);

    // The same script arriving as markup the browser's parser reads (as injected markup would: a document under the
    // same policy) runs with the page's nonce and is refused without it. (A script that running code creates, as the
    // app creates the snippets, is trusted through 'strict-dynamic' in every current browser; the nonce the app gives
    // it is what lets it run in a browser that knows no 'strict-dynamic'.)
    await page.evaluate(() => {
      const code = document.querySelector('script[data-custom-code="bodyEnd"]')?.textContent ?? '';
      const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce ?? '';
      for (const [title, attribute] of [['with the nonce', ` nonce="${nonce}"`], ['without the nonce', '']]) {
        const frame = document.createElement('iframe');
        frame.title = title;
        frame.srcdoc = `<script${attribute}>${code}</script>`;
        document.body.append(frame);
      }
    });
    const tagIn = (title: string) => page.locator(`iframe[title="${title}"]`).evaluate((frame: HTMLIFrameElement) => ((frame.contentWindow as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).length);
    await expect.poll(() => tagIn('with the nonce')).toBe(2);
    await expect.poll(() => violations.inConsole().length).toBe(1);
    expect(violations.inConsole()[0]).toContain('Executing inline script');
    expect(await tagIn('without the nonce')).toBe(0);
  });

  test('the main routes work with no CSP violation, the Intl warm-up, the CMS snippets and the live chat widget included', async ({ page, request }) => {
    test.setTimeout(120_000);
    await setChatProvider(request, 'livechat');
    try {
      const violations = await watchViolations(page);
      await signInThroughApi(page.request);
      const workers: string[] = [];
      page.on('worker', (worker) => workers.push(worker.url()));
      const routes = ['/', '/pl/gamehall', '/promotions', '/tournaments', '/jackpots', '/support', '/betting', '/game/silver-anchor-quest-for-avalon', '/cashier/deposit', '/profile/settings', '/loyalty', '/terms'];
      for (const route of routes) {
        await page.goto(route);
        await page.waitForLoadState('networkidle');
        await expect(page.locator('h1').first(), route).toBeVisible();
        expect(await violations.inPage(), route).toEqual([]);
      }
      expect(violations.inConsole()).toEqual([]);
      // The inline warm-up ran under the nonce: its worker started from a blob.
      expect(workers.some((url) => url.startsWith('blob:'))).toBe(true);
      // The CMS snippets are in the page once (server rendered, not injected a second time by the browser).
      await expect(page.locator('head meta[name="emulator"]')).toHaveCount(1);
      await expect(page.locator('script[data-custom-code]')).toHaveCount(3);
      // The chat vendor's script, added by the app with the nonce, ran and put its bubble up.
      await page.goto('/');
      await expect(page.getByRole('button', { name: 'Live chat (demo)' })).toBeVisible();
      expect(await violations.inPage()).toEqual([]);
    } finally {
      await restoreChatProvider(request);
    }
  });

  test('the Telegram mini-app works under its policy, with no violation', async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto(`${TELEGRAM_ORIGIN}/gamehall`);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('h1').first()).toBeVisible();
    expect(await violations.inPage()).toEqual([]);
    expect(violations.inConsole()).toEqual([]);
  });
});
