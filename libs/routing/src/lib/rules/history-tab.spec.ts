import { historyTabFrom, historyTabPath } from './history-tab';

describe('rule: history tab', () => {
  it.each([
    ['?tab=deposit', 'deposit'],
    ['?tab=withdrawal', 'withdrawal'],
    ['?tab=bonuses', 'bonuses'],
    ['?tab=cashbacks', 'cashbacks'],
    ['?tab=Bonuses', 'deposit'],
    ['?tab=unknown', 'deposit'],
    ['', 'deposit'],
  ])('search "%s" selects %s', (search, tab) => {
    expect(historyTabFrom(search)).toBe(tab);
  });

  it.each([
    ['withdrawal', undefined, '/cashier/history?tab=withdrawal'],
    ['cashbacks', 'pl', '/pl/cashier/history?tab=cashbacks'],
  ] as const)('builds the %s tab in %s', (tab, locale, expected) => {
    expect(historyTabPath(tab, locale)).toBe(expected);
  });
});
