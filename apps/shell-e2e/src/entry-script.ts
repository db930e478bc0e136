/**
 * The path of the site's entry script in a page's HTML: in the list of the loader that requests the scripts after the
 * first paint (a server-rendered page, app-frame's `scriptsAfterPaint`), or in the script element of the app shell.
 */
export function entryScriptOf(html: string): string {
  const afterPaint = /\\"entry\\":\[\\"(\/assets\/[^\\"]+\.js)\\"/.exec(html)?.[1];
  return afterPaint ?? /<script type="module"[^>]*\ssrc="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? '';
}
