/** The sportsbook's look: the site's dark palette, text contrast above 4.5:1, 44 px targets, nothing loaded from outside. */
export const SPORTSBOOK_STYLE = `
:root { color-scheme: dark; font-family: system-ui, sans-serif; }
* { box-sizing: border-box; }
body { margin: 0; background: #15122b; color: #f1efff; }
.book { display: grid; gap: 16px; padding: 12px; align-items: start; }
@media (min-width: 768px) { .book { grid-template-columns: minmax(0, 1fr) minmax(260px, 320px); padding: 16px; } }
h1 { font-size: 1.2rem; margin: 0 0 12px; } h2 { font-size: 1.05rem; margin: 0 0 12px; }
p { margin: 0 0 12px; line-height: 1.5; color: #d3cff5; }
.muted { color: #b4aee0; }
.sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.events, .bets { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; }
.event, .panel { padding: 12px; border-radius: 12px; background: #221d45; }
.meta { display: flex; justify-content: space-between; gap: 8px; font-size: .8rem; color: #b4aee0; }
.teams { margin: 6px 0 10px; font-weight: 600; color: #f1efff; }
.market { display: grid; grid-template-columns: repeat(auto-fit, minmax(72px, 1fr)); gap: 8px; }
button { min-height: 44px; padding: 8px 12px; border: 0; border-radius: 10px; font: inherit; font-weight: 600; cursor: pointer; background: #3a3470; color: #f1efff; }
button:disabled { cursor: not-allowed; opacity: .6; }
.odds { display: flex; justify-content: space-between; align-items: center; gap: 8px; }
.odds .pick { color: #b4aee0; font-weight: 500; } .odds .price { color: #ffd061; }
.odds[aria-pressed="true"] { background: #f5c542; color: #1b1630; } .odds[aria-pressed="true"] .pick, .odds[aria-pressed="true"] .price { color: #1b1630; }
button.primary { width: 100%; background: #f5c542; color: #1b1630; }
button:focus-visible, input:focus-visible { outline: 3px solid #6cc4ff; outline-offset: 2px; }
.side { display: grid; gap: 16px; }
.picked { font-weight: 600; color: #f1efff; }
fieldset { margin: 0 0 12px; padding: 0; border: 0; display: grid; gap: 8px; } legend { margin-bottom: 8px; font-weight: 600; }
label { display: grid; gap: 6px; margin-bottom: 12px; }
label.radio { display: flex; align-items: center; gap: 8px; min-height: 44px; margin: 0; padding: 0 10px; border-radius: 10px; background: #15122b; }
label.radio .amount { margin-left: auto; font-weight: 600; }
input[type="radio"] { width: 20px; height: 20px; accent-color: #f5c542; }
input[type="number"] { min-height: 44px; padding: 6px 10px; border-radius: 8px; border: 1px solid #7c76c0; background: #15122b; color: inherit; font: inherit; }
.returns strong { color: #f1efff; }
.status { min-height: 1.5em; margin: 12px 0 0; font-weight: 600; } .win { color: #5ddc8f; } .lose { color: #ff9aa6; }
.bets li { display: grid; gap: 2px; padding: 8px 0; border-bottom: 1px solid #3a3470; font-size: .9rem; color: #d3cff5; }
.bet-match { font-weight: 600; color: #f1efff; }
@media (prefers-reduced-motion: reduce) { * { scroll-behavior: auto !important; } }
`;
