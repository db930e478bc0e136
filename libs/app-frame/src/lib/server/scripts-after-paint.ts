import { EARLY_TAP_GLOBAL, HELD_CONTROLS, MOST_HELD } from '../app/hold-early-clicks';
import { escapeHtml, scriptJson } from './serialize';

const MODULE_SCRIPT = /<script type="module"[^>]*?\ssrc="([^"]+)"[^>]*><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*?\shref="([^"]+)"[^>]*>\s*/g;

/**
 * The browser side of `scriptsAfterPaint`: holds the taps on buttons until the app takes them (holdEarlyClicks),
 * and once the page has painted (a task after the next frame) adds the module preloads, then the entry, PER_TASK
 * elements a task. A hidden tab paints no frame: it starts at once.
 */
/**
 * Elements the loader adds in one task. Each module preload costs the main thread about 1.5 ms here as it is added
 * (the request's start), some 45 ms for the 30 of `/` in one task, four times that on a phone, with input waiting:
 * six a task keep each under the 50 ms a phone's task may take. The requests still all leave within a few milliseconds.
 */
const PER_TASK = 6;

const LOADER = `(function(o){var d=document,w=window,held=[],started=false;function hold(e){var t=e.target&&e.target.closest?e.target.closest(o.held):null;if(!t||(t.type==="submit"&&t.form&&!held.length))return;e.preventDefault();e.stopPropagation();held=held.concat([t]).slice(-o.most)}d.addEventListener("click",hold,true);w[o.take]=function(){d.removeEventListener("click",hold,true);w[o.take]=null;var t=held;held=[];return t};function add(f){var e=d.createElement(f[0]);if(f[0]==="link")e.rel="modulepreload";else e.type="module";e.crossOrigin="";e[f[0]==="link"?"href":"src"]=f[1];d.head.appendChild(e)}function start(){if(started)return;started=true;var all=o.preload.map(function(h){return["link",h]}).concat(o.entry.map(function(s){return["script",s]}));(function next(){all.splice(0,o.batch).forEach(add);if(all.length)setTimeout(next,0)})()}if(d.visibilityState==="hidden")start();else requestAnimationFrame(function(){setTimeout(start,0)})})`;

/**
 * A server-rendered page is whole before any script runs: its HTML, its stylesheets and its images are what a player
 * waits for, and the module scripts (the entry and some forty chunks it imports) compete with them for a phone's
 * bandwidth when the head asks for them all at once. Measured under Lighthouse's slow 4G: the first paint of `/` came
 * at 3.5 s with the scripts requested from the head and at 1.75 s with them requested after it (LCP 4.1 s and 2.2 s).
 * So the entry and its preloads leave the head, and a small script at the end of the body requests them, all at once
 * and so without a waterfall, as soon as the page has painted. Links and forms work meanwhile (they are HTML); a tap
 * on a button is held by that script until the app replays it once hydrated (holdEarlyClicks); so is a submit after
 * a held tap (it goes after the taps it follows, not natively without them).
 *
 * Returns the head without its module scripts and preloads, and the loader for the end of the body (with this
 * response's nonce; the elements it adds are trusted through the policy's 'strict-dynamic'). `modules` are more
 * chunks to preload with the entry (the page's own).
 */
export function scriptsAfterPaint(head: string, modules: readonly string[], nonce: string): { head: string; loader: string } {
  const entry: string[] = [];
  const preload: string[] = [];
  const rest = head
    .replace(MODULE_SCRIPT, (_tag, src: string) => {
      entry.push(src);
      return '';
    })
    .replace(MODULE_PRELOAD, (_tag, href: string) => {
      preload.push(href);
      return '';
    });
  for (const file of modules) if (!preload.includes(file)) preload.push(file);
  if (entry.length === 0) return { head, loader: '' };
  return { head: rest, loader: `<script nonce="${escapeHtml(nonce)}">${LOADER}(JSON.parse(${scriptJson({ entry, preload, batch: PER_TASK, held: HELD_CONTROLS, most: MOST_HELD, take: EARLY_TAP_GLOBAL })}))</script>` };
}
