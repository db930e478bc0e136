import {
  ADDRESS_FORBIDDEN_CHARACTERS,
  LOOSE_NAME_FORBIDDEN_CHARACTERS,
  NAME_FORBIDDEN_CHARACTERS,
  addressRule,
  cardHolderRule,
  fakenameRule,
  looseNameRule,
  personNameRule,
  usernameRule,
} from './name-rules';
import { validate } from './validation-error';

const required = { key: 'common.fieldsValidatorErrors.requiredField', message: 'Field is required', values: {} };
const nameSymbols = { key: 'validators.wrongSymbolsInName', message: 'Wrong symbols in name', values: {} };
const wrongAddress = { key: 'validators.wrongAddress', message: 'Wrong address', values: {} };

describe('name', () => {
  it('lists exactly the forbidden characters of the spec', () => {
    expect(NAME_FORBIDDEN_CHARACTERS.join(' ')).toBe('@ _ " ! ? # $ % ^ & * ( ) { } [ ] | / \\ < > ~ § + : ; `');
  });

  it.each(['Anna', 'Anne-Marie', "O'Brien", 'José María', 'Łucja', 'Мария', 'Smith Jr.', 'أحمد'])('accepts %s', (name) => {
    expect(validate(personNameRule, name)).toBeUndefined();
  });

  it.each(['', '   ', undefined, null])('requires a value (%j)', (value) => {
    expect(validate(personNameRule, value)).toEqual(required);
  });

  it.each(['Anna2', '0', 'R2D2'])('refuses digits (%s)', (name) => {
    expect(validate(personNameRule, name)).toEqual(nameSymbols);
  });

  it.each(NAME_FORBIDDEN_CHARACTERS)('refuses %s', (char) => {
    expect(validate(personNameRule, `Ann${char}a`)).toEqual(nameSymbols);
  });
});

describe('name, less strict variant', () => {
  it.each(['Anna', 'Anna 2', 'Smith & Sons', 'Müller (junior)', 'A/B Trading!', 'Who?'])('accepts %s', (name) => {
    expect(validate(looseNameRule, name)).toBeUndefined();
  });

  it('requires a value', () => {
    expect(validate(looseNameRule, '')).toEqual(required);
  });

  it.each(LOOSE_NAME_FORBIDDEN_CHARACTERS)('refuses %s', (char) => {
    expect(validate(looseNameRule, `Ann${char}a`)).toEqual(nameSymbols);
  });
});

describe('address', () => {
  it.each(['Main Street 12', 'Rua das Flores, 123/4', 'Flat 4 | Block B', "Carrer d'Aragó 7-9", 'ul. Długa 5'])('accepts %s', (address) => {
    expect(validate(addressRule, address)).toBeUndefined();
  });

  it('requires a value', () => {
    expect(validate(addressRule, undefined)).toEqual(required);
  });

  it('allows digits, | and / that a name refuses', () => {
    expect(ADDRESS_FORBIDDEN_CHARACTERS).not.toContain('|');
    expect(ADDRESS_FORBIDDEN_CHARACTERS).not.toContain('/');
    expect(ADDRESS_FORBIDDEN_CHARACTERS).toHaveLength(NAME_FORBIDDEN_CHARACTERS.length - 2);
  });

  it.each(ADDRESS_FORBIDDEN_CHARACTERS)('refuses %s', (char) => {
    expect(validate(addressRule, `Main ${char} Street 1`)).toEqual(wrongAddress);
  });
});

describe('card holder', () => {
  it.each(['JOHN SMITH', 'Anne-Marie O’Neil', "D'Artagnan", 'J. R. R. Tolkien', 'Łukasz Żółć'])('accepts %s', (holder) => {
    expect(validate(cardHolderRule, holder)).toBeUndefined();
  });

  it('requires a value', () => {
    expect(validate(cardHolderRule, '')).toEqual(required);
  });

  it.each(['John Smith 2', 'John_Smith', 'John, Smith', 'John@Smith', 'John/Smith'])('refuses %s', (holder) => {
    expect(validate(cardHolderRule, holder)).toEqual(nameSymbols);
  });
});

describe('fake name', () => {
  const short = { key: 'common.fieldsValidatorErrors.minCountSymbolsFakename', message: 'Wrong fake name', values: { min: 4 } };
  const special = { key: 'common.fieldsValidatorErrors.specialSymbolsFakename', message: 'Wrong fake name', values: {} };
  const space = { key: 'common.fieldsValidatorErrors.useSpace', message: 'Wrong fake name', values: {} };

  it.each<[unknown, object | undefined]>([
    ['Lucky', undefined],
    ['abcd', undefined],
    ['Ace7', undefined],
    ['Żaba', undefined],
    ['abc', short],
    ['a', short],
    ['', required],
    ['lucky star', space],
    [' Lucky', space],
    ['Lucky!', special],
    ['Lucky_7', special],
    ['lu.ck', special],
  ])('%j gives %j', (value, expected) => {
    expect(validate(fakenameRule, value)).toEqual(expected);
  });
});

describe('login / username', () => {
  const tooShort = { key: 'validators.minLength', message: 'Min length is 5', values: { min: 5 } };
  const tooLong = { key: 'validators.maxLength', message: 'Max length is 30', values: { max: 30 } };

  it.each<[unknown, object | undefined]>([
    ['player', undefined],
    ['abcde', undefined],
    ['a'.repeat(30), undefined],
    ['john.doe-77', undefined],
    ['abcd', tooShort],
    ['a'.repeat(31), tooLong],
    ['', required],
    ['john_doe', nameSymbols],
    ['john doe', nameSymbols],
    ['john@doe', nameSymbols],
  ])('%j gives %j', (value, expected) => {
    expect(validate(usernameRule, value)).toEqual(expected);
  });
});
