import { ibanRule } from './iban-rule';
import { validate } from './validation-error';

const required = { key: 'common.fieldsValidatorErrors.requiredField', message: 'Field is required', values: {} };

describe('iban', () => {
  const wrong = { key: 'validators.wrongIban', message: 'Wrong iban', values: {} };

  it.each<[unknown, object | undefined]>([
    ['DE89370400440532013000', undefined],
    ['GB82 WEST 1234 5698 7654 32', undefined],
    ['pl61109010140000071219812874', undefined],
    ['DE89370400440532013001', wrong],
    ['DE8937040044', wrong],
    ['1289370400440532013000', wrong],
    ['DE89-3704-0044-0532-0130-00', wrong],
    ['', required],
  ])('%j gives %j', (value, expected) => {
    expect(validate(ibanRule, value)).toEqual(expected);
  });
});
