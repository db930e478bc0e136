/**
 * The CMS `meta-data-tool` snippets (SPEC.md 2.8): what an operator typically pastes into the head, the start and the
 * end of the body. Each enabled one has an inline script, so a fresh clone shows that the site runs them under its
 * Content-Security-Policy (the app gives them the page's nonce). They are harmless on every page: nothing is loaded
 * from outside (there is no internet here), nothing is shown, and the dataLayer entries are gtag's argument lists,
 * which carry no `event` key, so the site's own analytics events stay what they were.
 */
export const CUSTOM_CODES = [
  {
    isEnabled: true,
    position: 'head',
    // A verification meta tag and Google's consent mode defaults, which must come before any tag reads the dataLayer.
    code: `<meta name="emulator" content="casino-demo">
<script>
  window.dataLayer = window.dataLayer || [];
  function gtag() { dataLayer.push(arguments); }
  gtag('consent', 'default', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied', wait_for_update: 500 });
</script>`,
  },
  {
    isEnabled: true,
    position: 'bodyStart',
    // An affiliate programme's click tag (?btag=...), kept 30 days in a first-party cookie; only a plain token is kept,
    // so a crafted link cannot add cookie attributes.
    code: `<script>
  (function () {
    var tag = new URLSearchParams(location.search).get('btag');
    if (tag && /^[A-Za-z0-9_-]{1,64}$/.test(tag)) {
      document.cookie = 'btag=' + tag + '; Max-Age=2592000; Path=/; SameSite=Lax' + (location.protocol === 'https:' ? '; Secure' : '');
    }
  })();
</script>`,
  },
  {
    isEnabled: true,
    position: 'bodyEnd',
    // The analytics bootstrap (Google tag), without its loader: the demo sends nothing anywhere.
    code: `<script>
  window.dataLayer = window.dataLayer || [];
  function gtag() { dataLayer.push(arguments); }
  gtag('js', new Date());
  gtag('config', 'G-CASINODEMO', { send_page_view: false });
</script>`,
  },
  { isEnabled: false, position: 'bodyEnd', code: '<script>console.log("disabled snippet")</script>' },
] as const;
