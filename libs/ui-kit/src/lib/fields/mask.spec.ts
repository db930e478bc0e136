import { applyMask, isMaskComplete, unmask } from './mask';

describe('applyMask', () => {
  it.each([
    ['#### ####', '12345678', '1234 5678'],
    ['#### ####', '1234 5678', '1234 5678'],
    ['#### ####', '12ab34', '1234'],
    ['##.##.####', '07031990', '07.03.1990'],
    ['##.##.####', '07.03', '07.03'],
    ['@@-###', 'ab123', 'ab-123'],
    ['@@-###', '1a2b3', 'ab-3'],
    ['@@@', 'Żółw', 'Żół'],
    ['***-***', 'a1-b2c3', 'a1b-2c3'],
    ['***', '#$%', ''],
    ['(##) #####-####', '11987654321', '(11) 98765-4321'],
    ['## ##', '', ''],
  ])('mask %s turns %j into %j', (mask, input, expected) => {
    expect(applyMask(mask, input)).toBe(expected);
  });
});

describe('unmask and isMaskComplete', () => {
  it('keeps only what the player typed into the tokens', () => {
    expect(unmask('(##) #####-####', '(11) 98765-4321')).toBe('11987654321');
  });
  it('says whether every token is filled', () => {
    expect(isMaskComplete('### ###', '123 456')).toBe(true);
    expect(isMaskComplete('### ###', '123 45')).toBe(false);
  });
});
