import { codeRule } from './code-rule';
import { validate } from './validation-error';

const required = { key: 'common.fieldsValidatorErrors.requiredField', message: 'Field is required', values: {} };

describe('code', () => {
  it.each<[unknown, object | undefined]>([
    ['123456', undefined],
    ['000000', undefined],
    ['12345', { key: 'validators.minLength', message: 'Min length is 6', values: { min: 6 } }],
    ['1234567', { key: 'validators.maxLength', message: 'Max length is 6', values: { max: 6 } }],
    ['12a456', { key: 'common.fieldsValidatorErrors.wrongField', message: 'Wrong value', values: {} }],
    ['123 456', { key: 'common.fieldsValidatorErrors.wrongField', message: 'Wrong value', values: {} }],
    ['', required],
  ])('%j gives %j', (value, expected) => {
    expect(validate(codeRule, value)).toEqual(expected);
  });
});
