import type { PersonalDataField } from '@casino/platform-contract';
import { latestAdultBirthDate, profileFieldValidators } from './profile-field-rules';

const fields: PersonalDataField[] = [
  { name: 'first_name', type: 'name', required: true },
  { name: 'birth_date', type: 'date', required: true },
  { name: 'country', type: 'text', required: true },
  { name: 'postcode', type: 'postcode', required: false, pattern: '^\\d{1,8}$' },
];
const today = new Date(2026, 10, 22);
const rules = profileFieldValidators(fields, today);
const messageOf = (result: ReturnType<(typeof rules)['first_name']>) => result?.defaultMessage;

describe('profile field rules (SPEC.md 5)', () => {
  it('asks for the fields the platform requires', () => {
    expect(messageOf(rules.first_name(''))).toBe('Field is required');
    expect(messageOf(rules.country_code(''))).toBe('Field is required');
    expect(messageOf(rules.birth_date(''))).toBe('Field is required');
  });

  it('lets optional fields stay empty but judges what is typed in them', () => {
    expect(rules.last_name('')).toBeUndefined();
    expect(messageOf(rules.last_name('Nowak2'))).toBe('Wrong symbols in name');
    expect(rules.address('')).toBeUndefined();
    expect(messageOf(rules.address('Main st. #5'))).toBe('Wrong address');
    expect(rules.address('ul. Prosta 1/2')).toBeUndefined();
  });

  it.each([
    ['Anna', undefined],
    ['Anna-Maria', undefined],
    ['Ann@', 'Wrong symbols in name'],
    ['Anna1', 'Wrong symbols in name'],
  ])('judges the name %s', (name, expected) => {
    expect(messageOf(rules.first_name(name))).toBe(expected);
  });

  it('accepts only a real day of an adult, dd.mm.yyyy', () => {
    expect(latestAdultBirthDate(today)).toBe('2008-11-22');
    expect(rules.birth_date('22.11.2008')).toBeUndefined();
    expect(messageOf(rules.birth_date('23.11.2008'))).toBe('Wrong date');
    expect(messageOf(rules.birth_date('31.02.1990'))).toBe('Wrong date');
    expect(messageOf(rules.birth_date('01.01.1899'))).toBe('Wrong date');
  });

  it('checks the postcode with the pattern of the platform', () => {
    expect(rules.postcode('')).toBeUndefined();
    expect(rules.postcode('12345678')).toBeUndefined();
    expect(messageOf(rules.postcode('123456789'))).toBe('Wrong postcode');
    expect(messageOf(rules.postcode('AB-1'))).toBe('Wrong postcode');
  });
});
