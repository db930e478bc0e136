import { postcodeRule } from './postcode-rule';
import { validate } from './validation-error';

const required = { key: 'common.fieldsValidatorErrors.requiredField', message: 'Field is required', values: {} };

describe('postcode', () => {
  const wrong = { key: 'validators.wrongPostcode', message: 'Wrong postcode', values: {} };

  it.each<[unknown, object | undefined]>([
    ['1', undefined],
    ['12345678', undefined],
    ['123456789', wrong],
    ['12-345', wrong],
    ['', required],
  ])('by default (up to 8 digits): %j gives %j', (value, expected) => {
    expect(validate(postcodeRule(), value)).toEqual(expected);
  });

  it.each<[unknown, object | undefined]>([
    ['00-950', undefined],
    ['00950', wrong],
  ])('with a configured pattern: %j gives %j', (value, expected) => {
    expect(validate(postcodeRule({ pattern: '^\\d{2}-\\d{3}$' }), value)).toEqual(expected);
  });

  it.each<[unknown, object | undefined]>([
    ['', undefined],
    ['SW1A 1AA', undefined],
    ['SW1A', wrong],
  ])('optional with a RegExp: %j gives %j', (value, expected) => {
    expect(validate(postcodeRule({ pattern: /^[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/, optional: true }), value)).toEqual(expected);
  });
});
