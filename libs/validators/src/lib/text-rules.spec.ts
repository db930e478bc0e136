import {
  customRule,
  maxLengthRule,
  minLengthRule,
  promoCodeRule,
  requiredCheckboxRule,
  requiredRule,
  textRule,
} from './text-rules';
import { validate } from './validation-error';

const required = { key: 'common.fieldsValidatorErrors.requiredField', message: 'Field is required', values: {} };
const wrongValue = { key: 'common.fieldsValidatorErrors.wrongField', message: 'Wrong value', values: {} };

describe('required (sex, login, documentType, documentNumber, cpf)', () => {
  it.each<[unknown, object | undefined]>([
    ['male', undefined],
    ['123.456.789-09', undefined],
    [0, undefined],
    [['passport'], undefined],
    [{ id: 1 }, undefined],
    ['', required],
    ['  ', required],
    [undefined, required],
    [null, required],
    [[], required],
  ])('%j gives %j', (value, expected) => {
    expect(validate(requiredRule, value)).toEqual(expected);
  });
});

describe('text', () => {
  it.each<[unknown, object | undefined]>([
    ['Anything at all', undefined],
    [42, undefined],
    ['', required],
    [undefined, required],
    [{}, wrongValue],
  ])('required: %j gives %j', (value, expected) => {
    expect(validate(textRule(), value)).toEqual(expected);
  });

  it.each(['', undefined, 'text'])('optional: %j passes', (value) => {
    expect(validate(textRule({ optional: true }), value)).toBeUndefined();
  });
});

describe('custom', () => {
  it.each<[unknown, object | undefined]>([
    ['AB-123', undefined],
    ['AB123', wrongValue],
    ['', required],
  ])('with a pattern: %j gives %j', (value, expected) => {
    expect(validate(customRule({ pattern: /^[A-Z]{2}-\d{3}$/ }), value)).toEqual(expected);
  });

  it('accepts a pattern written as text, as the CMS configures it', () => {
    expect(validate(customRule({ pattern: '^\\d{11}$' }), '12345678901')).toBeUndefined();
    expect(validate(customRule({ pattern: '^\\d{11}$' }), '1234')).toEqual(wrongValue);
  });

  it.each<[unknown, object | undefined]>([
    ['anything', undefined],
    ['', required],
  ])('without a pattern: %j gives %j', (value, expected) => {
    expect(validate(customRule(), value)).toEqual(expected);
  });

  it.each<[unknown, object | undefined]>([
    ['', undefined],
    [undefined, undefined],
    ['AB-123', undefined],
    ['nope', wrongValue],
  ])('optional with a pattern: %j gives %j', (value, expected) => {
    expect(validate(customRule({ pattern: /^[A-Z]{2}-\d{3}$/, optional: true }), value)).toEqual(expected);
  });
});

describe('min and max length', () => {
  it.each<[unknown, object | undefined]>([
    ['abc', undefined],
    ['abcd', undefined],
    ['ab', { key: 'validators.minLength', message: 'Min length is 3', values: { min: 3 } }],
  ])('min 3: %j gives %j', (value, expected) => {
    expect(validate(minLengthRule(3), value)).toEqual(expected);
  });

  it.each<[unknown, object | undefined]>([
    ['abcde', undefined],
    ['', undefined],
    ['abcdef', { key: 'validators.maxLength', message: 'Max length is 5', values: { max: 5 } }],
  ])('max 5: %j gives %j', (value, expected) => {
    expect(validate(maxLengthRule(5), value)).toEqual(expected);
  });
});

describe('required checkbox', () => {
  const unchecked = { key: 'common.fieldsValidatorErrors.uncheckedCheckbox', message: 'Field is required', values: {} };

  it.each<[unknown, object | undefined]>([
    [true, undefined],
    [false, unchecked],
    [undefined, unchecked],
    ['true', unchecked],
  ])('%j gives %j', (value, expected) => {
    expect(validate(requiredCheckboxRule, value)).toEqual(expected);
  });
});

describe('promo code', () => {
  it.each(['', undefined, 'WELCOME100', '!!!'])('is always valid locally (%j)', (value) => {
    expect(validate(promoCodeRule, value)).toBeUndefined();
  });
});
