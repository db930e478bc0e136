import { sensibleAmount } from './sensible-amount';

describe('sensibleAmount', () => {
  it.each([
    { presets: [10, 20, 50, 100, 200], range: { min_amount: 10, max_amount: 5000 }, expected: '50' },
    { presets: [10, 20, 50, 100], range: { min_amount: 10, max_amount: 5000 }, expected: '20' },
    // Presets the method cannot take are not offered.
    { presets: [10, 20, 50, 100, 200], range: { min_amount: 40, max_amount: 150 }, expected: '50' },
    { presets: [], range: { min_amount: 15, max_amount: 500 }, expected: '15' },
    { presets: [5], range: { min_amount: 15.5, max_amount: 500 }, expected: '16' },
  ])('$presets within $range starts at $expected', ({ presets, range, expected }) => {
    expect(sensibleAmount(presets, range)).toBe(expected);
  });

  it('is empty without a method', () => {
    expect(sensibleAmount([10, 20], undefined)).toBe('');
  });
});
