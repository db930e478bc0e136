import { historyTabFrom } from './history-tab';

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
});
