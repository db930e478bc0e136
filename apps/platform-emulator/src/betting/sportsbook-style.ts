/** The sportsbook's look: the site's dark palette, text contrast above 4.5:1, 44 px targets, nothing loaded from outside. */
export const SPORTSBOOK_STYLE = `
:root { color-scheme: dark; font-family: system-ui, sans-serif; }
* { box-sizing: border-box; }
[hidden] { display: none !important; }
body { margin: 0; background: #15122b; color: #f1efff; }
.book { display: grid; grid-template-columns: minmax(0, 1fr); gap: 16px; padding: 12px; align-items: start; }
.book > * { min-width: 0; }
@media (min-width: 768px) { .book { grid-template-columns: minmax(0, 1fr) minmax(260px, 320px); padding: 16px; } .sports { grid-column: 1 / -1; } }
h2 { font-size: 1.05rem; margin: 0 0 12px; }
p { margin: 0 0 12px; line-height: 1.5; color: #d3cff5; }
.muted { color: #b4aee0; }
.sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.sports ul { display: flex; gap: 8px; margin: 0; padding: 0 0 4px; list-style: none; overflow-x: auto; scrollbar-width: none; }
.sports a { display: inline-flex; align-items: center; gap: 6px; min-height: 44px; padding: 0 14px; border-radius: 22px; background: #221d45; color: #f1efff; font-weight: 600; text-decoration: none; white-space: nowrap; }
.sports a[aria-current="page"] { background: #f5c542; color: #1b1630; }
.sports .count { font-weight: 500; color: inherit; opacity: .8; }
.matches { display: grid; gap: 20px; min-width: 0; }
.events, .bets { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; }
.event, .panel { padding: 12px; border-radius: 12px; background: #221d45; }
.event.is-live { box-shadow: inset 3px 0 0 #ff5a6a; }
.meta { display: flex; justify-content: space-between; gap: 8px; font-size: .8rem; color: #b4aee0; }
.live { display: inline-flex; align-items: center; gap: 6px; color: #ffb3bb; font-weight: 600; }
.badge { padding: 1px 6px; border-radius: 6px; background: #e0182d; color: #fff; font-size: .72rem; text-transform: uppercase; letter-spacing: .04em; }
.teams { margin: 6px 0 10px; font-weight: 600; color: #f1efff; }
.score { display: inline-block; min-width: 3.2em; padding: 0 6px; border-radius: 6px; background: #15122b; color: #ffd061; text-align: center; font-variant-numeric: tabular-nums; }
.market { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 8px; }
.market.three { grid-template-columns: repeat(3, minmax(0, 1fr)); }
.market-name { grid-column: 1 / -1; margin: 8px 0 0; font-size: .85rem; color: #b4aee0; }
.more { margin-top: 8px; }
.more summary { min-height: 44px; display: flex; align-items: center; cursor: pointer; color: #9fd3ff; font-weight: 600; }
button { min-height: 44px; padding: 8px 12px; border: 0; border-radius: 10px; font: inherit; font-weight: 600; cursor: pointer; background: #3a3470; color: #f1efff; }
button:disabled { cursor: not-allowed; opacity: .6; }
.odds { display: flex; justify-content: space-between; align-items: center; gap: 8px; min-width: 0; transition: background .2s; }
.odds .pick { overflow: hidden; color: #d3cff5; font-weight: 500; text-overflow: ellipsis; white-space: nowrap; } .odds .price { color: #ffd061; font-variant-numeric: tabular-nums; }
.odds.up { background: #1f5a3a; } .odds.down { background: #6a2433; }
.odds[aria-pressed="true"] { background: #f5c542; color: #1b1630; } .odds[aria-pressed="true"] .pick, .odds[aria-pressed="true"] .price { color: #1b1630; }
button.primary { width: 100%; background: #f5c542; color: #1b1630; }
button.link { width: 100%; margin-top: 8px; background: none; color: #9fd3ff; text-decoration: underline; }
button:focus-visible, input:focus-visible, a:focus-visible, summary:focus-visible { outline: 3px solid #6cc4ff; outline-offset: 2px; }
.side { display: grid; gap: 16px; }
@media (min-width: 768px) { .side { position: sticky; top: 16px; } }
.picked { font-weight: 600; color: #f1efff; }
.picks { list-style: none; margin: 0 0 12px; padding: 0; display: grid; gap: 8px; }
.picks li { display: grid; grid-template-columns: 1fr auto; gap: 2px 8px; padding: 8px 0 8px 10px; border-radius: 10px; background: #15122b; }
.pick-line { font-weight: 600; color: #f1efff; } .pick-market { grid-row: 2; font-size: .85rem; color: #b4aee0; }
.remove { grid-row: 1 / span 2; grid-column: 2; min-width: 44px; background: none; font-size: 1.3rem; color: #d3cff5; }
fieldset { margin: 0 0 12px; padding: 0; border: 0; display: grid; gap: 8px; } legend { margin-bottom: 8px; font-weight: 600; }
.mode { grid-template-columns: 1fr 1fr; }
label { display: grid; gap: 6px; margin-bottom: 12px; }
label.radio { display: flex; align-items: center; gap: 8px; min-height: 44px; margin: 0; padding: 0 10px; border-radius: 10px; background: #15122b; }
label.radio .amount { margin-left: auto; font-weight: 600; }
input[type="radio"] { width: 20px; height: 20px; accent-color: #f5c542; }
input[type="number"] { min-height: 44px; padding: 6px 10px; border-radius: 8px; border: 1px solid #7c76c0; background: #15122b; color: inherit; font: inherit; }
.returns { display: flex; justify-content: space-between; gap: 8px; } .returns strong { color: #f1efff; }
.status { min-height: 1.5em; margin: 12px 0 0; font-weight: 600; } .win { color: #5ddc8f; } .lose { color: #ff9aa6; }
.bets > li { display: grid; gap: 2px; padding: 8px 0; border-bottom: 1px solid #3a3470; font-size: .9rem; color: #d3cff5; }
.bet-match { font-weight: 600; color: #f1efff; }
.legs { margin: 2px 0; padding-left: 16px; color: #b4aee0; }
@media (prefers-reduced-motion: reduce) { * { scroll-behavior: auto !important; transition: none !important; } }
`;
