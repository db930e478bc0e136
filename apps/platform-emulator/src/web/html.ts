export const escapeHtml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A small self-contained page in the site's dark look; nothing is loaded from outside. */
export const page = (title: string, body: string, lang = 'en') => `<!doctype html>
<html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  :root { color-scheme: dark; font-family: system-ui, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #15122b; color: #f1efff; }
  main { box-sizing: border-box; width: min(92vw, 420px); padding: 24px; border-radius: 16px; background: #221d45; box-shadow: 0 8px 32px #0008; }
  h1 { font-size: 1.3rem; margin: 0 0 12px; } p { line-height: 1.5; color: #d3cff5; }
  .actions { display: grid; gap: 10px; margin-top: 16px; }
  button, .button { display: flex; align-items: center; justify-content: center; box-sizing: border-box; min-height: 44px; padding: 10px 16px; border: 0; border-radius: 10px; font: inherit; font-weight: 600;
    cursor: pointer; text-align: center; text-decoration: none; background: #3a3470; color: #f1efff; }
  button.primary { background: #f5c542; color: #1b1630; } button.danger { background: #e05a5a; color: #fff; }
  button:focus-visible, a:focus-visible, input:focus-visible, select:focus-visible { outline: 3px solid #6cc4ff; outline-offset: 2px; }
  label { display: grid; gap: 6px; margin-top: 12px; } input, select { min-height: 40px; padding: 6px 10px; border-radius: 8px; border: 1px solid #5a54a0; background: #15122b; color: inherit; font: inherit; }
  .reels { display: flex; justify-content: center; gap: 10px; font-size: 3rem; margin: 16px 0; }
  .reels span { width: 72px; height: 80px; display: grid; place-items: center; border-radius: 12px; background: #15122b; }
  .cover { display: block; width: 100%; height: auto; margin: -8px 0 12px; border-radius: 12px; }
  .status { min-height: 1.5em; font-weight: 600; } .win { color: #5ddc8f; } .lose { color: #d3cff5; }
  .error { font-weight: 600; color: #ff9b9b; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 6px 12px; } dt { color: #a9a3d9; } dd { margin: 0; font-weight: 600; }
  /* A game frame on a phone is about 500 px tall: a shorter cover and tighter spacing keep the Spin button on screen. */
  @media (max-height: 640px) {
    body { place-items: start center; padding: 8px 0; box-sizing: border-box; } main { padding: 16px; } dl { margin: 8px 0; }
    .cover { height: 22vh; object-fit: cover; margin: 0 0 8px; } h1 { margin-bottom: 4px; } p { margin: 4px 0; }
    .reels { margin: 8px 0; } .reels span { width: 60px; height: 60px; } .reels svg { width: 44px; height: 44px; }
    label { margin-top: 4px; } .actions { margin-top: 8px; }
  }
  @media (prefers-reduced-motion: no-preference) { .spinning span { animation: pulse .2s linear infinite alternate; } @keyframes pulse { to { opacity: .4; } } }
</style></head><body><main>${body}</main></body></html>`;

export const localePrefix = (locale: string) => (locale && locale !== 'en' ? `/${locale}` : '');
