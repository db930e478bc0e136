import { keepAmountsWhole } from './keep-amounts-whole';

const glued = (text: string) => text.replace(/\u00a0/g, '~');

describe('an operator text with its amounts held together', () => {
  it.each([
    ['Wiosenny Wyścig: pula 10 000 €', 'Wiosenny Wyścig: pula 10~000~€'],
    ['Lente-draaiwedloop: €10 000 pryspot', 'Lente-draaiwedloop: €10~000 pryspot'],
    ['Get € 500 and 1 000 000 coins', 'Get €~500 and 1~000~000 coins'],
    ['Wpłać 50 zł, odbierz R 200', 'Wpłać 50~zł, odbierz R~200'],
  ])('glues the amounts of "%s"', (text, expected) => {
    expect(glued(keepAmountsWhole(text))).toBe(expected);
  });

  it.each(['Top 10 players win', 'Level 2 Rewards', 'Spin 50 Rounds', '2026 season', 'Play 12 games'])('leaves "%s" as it is', (text) => {
    expect(keepAmountsWhole(text)).toBe(text);
  });
});
