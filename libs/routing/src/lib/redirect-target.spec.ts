import { resolveRedirect, sitePath, type RedirectPolicy, type RedirectTarget } from './redirect-target';

const SITE = 'https://casino.example';
const PARTNERS: RedirectPolicy = { externalHosts: ['partner.example.com', '*.pay.example'], origin: SITE };
const internal = (path: string): RedirectTarget => ({ kind: 'internal', path });
const external = (url: string): RedirectTarget => ({ kind: 'external', url });

describe('resolveRedirect: the one judge of redirect targets', () => {
  it.each<[string, string | null | undefined, RedirectTarget | null]>([
    // Paths of the site, kept with their query and hash.
    ['a path', '/cashier/deposit', internal('/cashier/deposit')],
    ['a path with query and hash', '/pl/profile/settings?tab=1#top', internal('/pl/profile/settings?tab=1#top')],
    ['an absolute URL on the site', 'https://casino.example/gamehall?x=1', internal('/gamehall?x=1')],
    ['a relative path', 'cashier', internal('/cashier')],
    ['surrounding spaces', '  /offers  ', internal('/offers')],
    ['a dot segment that would make //host', '/.//evil.example/x', internal('/evil.example/x')],
    ['an encoded slash inside the query', '/search?q=a%2Fb', internal('/search?q=a%2Fb')],
    ["the site's scheme without slashes (a relative reference, as browsers read it)", 'https:evil.example', internal('/evil.example')],
    // Allowed external hosts.
    ['an allowed host', 'https://partner.example.com/home', external('https://partner.example.com/home')],
    ['an allowed subdomain', 'http://eu.pay.example/checkout?id=1', external('http://eu.pay.example/checkout?id=1')],
    ['an allowed host in capitals', 'https://PARTNER.example.com', external('https://partner.example.com/')],
    // Everything else: null.
    ['another host', 'https://evil.example/', null],
    ['a look-alike host', 'https://partner.example.com.evil.example/', null],
    ['the bare parent of a wildcard', 'https://pay.example/', null],
    ['credentials hiding the host', 'https://partner.example.com@evil.example/', null],
    ['a protocol-relative URL', '//evil.example/path', null],
    ['a backslash', '/\\evil.example', null],
    ['two backslashes', '\\\\evil.example', null],
    ['a tab', '/\t/evil.example/', null],
    ['a line break', '/\n/evil.example/', null],
    ['an encoded tab', '/%09/evil.example/', null],
    ['an encoded line break', '/%0a/evil.example/', null],
    ['encoded slashes', '/%2F%2Fevil.example', null],
    ['an encoded backslash', '/%5cevil.example', null],
    ['double-encoded slashes', '/%252f%252fevil.example', null],
    ['another scheme without slashes', 'http:evil.example', null],
    ['a javascript URL', ['javascript', 'alert(1)'].join(':'), null],
    ['a javascript URL behind a tab', ['java\tscript', 'alert(1)'].join(':'), null],
    ['data:', 'data:text/html,<script>alert(1)</script>', null],
    ['an ftp URL on an allowed host', 'ftp://partner.example.com/', null],
    ['an empty value', '', null],
    ['only spaces', '   ', null],
    ['null', null, null],
    ['undefined', undefined, null],
  ])('%s: %j', (_, raw, expected) => {
    expect(resolveRedirect(raw, PARTNERS)).toEqual(expected);
  });

  it("follows any http(s) host the operator's platform or CMS named, still normalised", () => {
    const operator: RedirectPolicy = { externalHosts: 'any', origin: SITE };
    expect(resolveRedirect('https://psp.example/pay/1', operator)).toEqual(external('https://psp.example/pay/1'));
    expect(resolveRedirect('/platform/pay/601', operator)).toEqual(internal('/platform/pay/601'));
    expect(resolveRedirect('/%09/elsewhere.example/', operator)).toEqual(external('https://elsewhere.example/'));
    expect(resolveRedirect(['javascript', 'alert(1)'].join(':'), operator)).toBeNull();
    expect(resolveRedirect('https://ok.example@elsewhere.example/', operator)).toBeNull();
  });

  it('without an origin, judges the site by its host in the list like any other host', () => {
    expect(resolveRedirect('/winners', { externalHosts: ['casino.example'] })).toEqual(internal('/winners'));
    expect(resolveRedirect('https://casino.example/winners', { externalHosts: ['casino.example'] })).toEqual(external('https://casino.example/winners'));
    expect(resolveRedirect('https://casino.example/winners', { externalHosts: [] })).toBeNull();
  });
});

describe('sitePath', () => {
  it.each([
    ['/cashier', '/cashier'],
    ['/pl/profile/settings?tab=1#top', '/pl/profile/settings?tab=1#top'],
    ['//evil.example/path', null],
    ['https://evil.example/', null],
    ['/\\evil.example', null],
    ['/%09/evil.example/', null],
    ['', null],
    [null, null],
  ])('%j -> %j', (raw, expected) => {
    expect(sitePath(raw)).toBe(expected);
  });
});
