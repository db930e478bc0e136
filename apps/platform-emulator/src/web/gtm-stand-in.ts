/**
 * A stand-in for Google Tag Manager's container script, so a fresh clone and the end-to-end suite load no script
 * from outside. The site loads `{GTM base}/gtm.js?id=GTM-…&l=dataLayer` as Google's snippet does; with the base at
 * `/platform/gtm` (the site's origin: the web server proxies /platform) that is this script. It does what a page can
 * observe of the real one: `window.google_tag_manager[id]` appears, `gtm.dom` and `gtm.load` are pushed, every push
 * to the data layer is seen (and an `eventCallback` is called, as GTM does once its tags ran), and what it saw is sent
 * to `/platform/gtm/collect` (recorded as kind `gtm`, read with /__emulator/records), where a container's tags would
 * send hits to their vendors.
 */
export const GTM_STAND_IN_PATH = '/platform/gtm/gtm.js';
export const GTM_COLLECT_PATH = '/platform/gtm/collect';

export const GTM_STAND_IN_SCRIPT = `(() => {
  const script = document.currentScript;
  const url = new URL(script && script.src ? script.src : location.href);
  const id = url.searchParams.get('id') || '';
  const name = url.searchParams.get('l') || 'dataLayer';
  if (!/^GTM-[A-Z0-9]{1,12}$/.test(id) || !/^[A-Za-z_$][\\w$]{0,63}$/.test(name)) return;
  const registry = (window.google_tag_manager = window.google_tag_manager || {});
  if (registry[id]) return;
  const layer = (window[name] = window[name] || []);
  const seen = [];
  registry[id] = { dataLayer: { name: name }, standIn: true, seen: seen };
  const collect = new URL('collect', url).href;
  let queue = [];
  let timer = null;
  const flush = () => {
    timer = null;
    if (!queue.length) return;
    const events = queue.splice(0, 50);
    fetch(collect, { method: 'POST', credentials: 'same-origin', keepalive: true, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id: id, events: events }) }).catch(() => {});
    if (queue.length) timer = setTimeout(flush, 0);
  };
  const record = (entry) => {
    let copy;
    try { copy = JSON.parse(JSON.stringify(entry === undefined ? null : entry)); } catch (error) { copy = String(entry); }
    seen.push(copy);
    queue.push(copy);
    if (!timer) timer = setTimeout(flush, 200);
    if (entry && typeof entry.eventCallback === 'function') setTimeout(() => entry.eventCallback(id), 0);
  };
  layer.forEach(record);
  const push = layer.push;
  layer.push = function () {
    for (let index = 0; index < arguments.length; index++) record(arguments[index]);
    return push.apply(layer, arguments);
  };
  const announce = (event) => layer.push({ event: event });
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => announce('gtm.dom'));
  else announce('gtm.dom');
  if (document.readyState === 'complete') announce('gtm.load');
  else window.addEventListener('load', () => announce('gtm.load'));
})();
`;
