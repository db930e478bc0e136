import { EARLY_TAP_GLOBAL, HELD_CONTROLS, MOST_HELD } from '../app/hold-early-clicks';
import { escapeHtml, scriptJson } from './serialize';

const MODULE_SCRIPT = /<script type="module"[^>]*?\ssrc="([^"]+)"[^>]*><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*?\shref="([^"]+)"[^>]*>\s*/g;

/**
 * Elements the loader adds in one task. Each module preload costs the main thread about 1.5 ms here as it is added
 * (the request's start), some 45 ms for the 30 of `/` in one task, four times that on a phone, with input waiting:
 * six a task keep each under the 50 ms a phone's task may take. The requests still all leave within a few milliseconds.
 */
const PER_TASK = 6;

/**
 * The browser side of `scriptsAfterPaint`: holds the taps on buttons until the app takes them (holdEarlyClicks),
 * and once the page has painted (a task after the next frame) adds the module preloads, PER_TASK a task, then runs
 * the start-up chunks (`first`) one after the other, each as a module script of its own, and the entry last. A script
 * is added once the one before it has run (its load event), a task later. A hidden tab paints no frame: it starts at once.
 */
const LOADER = `(function(o){var d=document,w=window,held=[],started=false;function hold(e){var t=e.target&&e.target.closest?e.target.closest(o.held):null;if(!t||(t.type==="submit"&&t.form&&!held.length))return;e.preventDefault();e.stopPropagation();held=held.concat([t]).slice(-o.most)}d.addEventListener("click",hold,true);w[o.take]=function(){d.removeEventListener("click",hold,true);w[o.take]=null;var t=held;held=[];return t};function add(f){var e=d.createElement(f[0]);if(f[0]==="link")e.rel="modulepreload";else e.type="module";e.crossOrigin="";e[f[0]==="link"?"href":"src"]=f[1];d.head.appendChild(e);return e}function run(scripts){if(!scripts.length)return;var e=add(["script",scripts.shift()]);e.onload=e.onerror=function(){setTimeout(function(){run(scripts)},0)}}function start(){if(started)return;started=true;var links=o.preload.map(function(h){return["link",h]});(function next(){links.splice(0,o.batch).forEach(add);if(links.length)setTimeout(next,0);else run(o.first.concat(o.entry))})()}if(d.visibilityState==="hidden")start();else requestAnimationFrame(function(){setTimeout(start,0)})})`;

/**
 * A server-rendered page is whole before any script runs: its HTML, its stylesheets and its images are what a player
 * waits for, and the module scripts (the entry and some forty chunks it imports) compete with them for a phone's
 * bandwidth when the head asks for them all at once. Measured under Lighthouse's slow 4G: the first paint of `/` came
 * at 3.5 s with the scripts requested from the head and at 1.75 s with them requested after it (LCP 4.1 s and 2.2 s).
 * So the entry and its preloads leave the head, and a small script at the end of the body requests them, all at once
 * and so without a waterfall, as soon as the page has painted.
 *
 * Then it runs them in steps. Imported by the entry, the start-up chunks (React, Redux with RTK Query, the other
 * libraries: index.html's module preloads) and the app's own code would be evaluated in one task, some 200 to 250 ms at
 * Lighthouse's 4x CPU, all of it blocking time. Each run as a module script of its own, a task apart, the browser
 * evaluates each in a task of its own (a module runs once: the entry then finds them evaluated), and may paint and
 * handle input in between. Links and forms work meanwhile (they are HTML); a tap
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
  const first = [...preload];
  for (const file of modules) if (!preload.includes(file)) preload.push(file);
  if (entry.length === 0) return { head, loader: '' };
  const options = { entry, first, preload, batch: PER_TASK, held: HELD_CONTROLS, most: MOST_HELD, take: EARLY_TAP_GLOBAL };
  return { head: rest, loader: `<script nonce="${escapeHtml(nonce)}">${LOADER}(JSON.parse(${scriptJson(options)}))</script>` };
}
