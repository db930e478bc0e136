import { emailRule, phoneRule } from './contact-rules';
import { validate } from './validation-error';

describe('email', () => {
  const wrong = { key: 'common.fieldsValidatorErrors.wrongEmailAddress', message: 'Wrong email address', values: {} };
  const insert = { key: 'common.fieldsValidatorErrors.insertEmailAddress', message: 'Field is required', values: {} };

  it.each<[unknown, object | undefined]>([
    ['player@example.com', undefined],
    ['first.last@mail.example.com', undefined],
    ['a+tag@b.co', undefined],
    ['x@y.z', undefined],
    ['x@y.z.w', undefined],
    ['', insert],
    [undefined, insert],
    ['x@y', wrong],
    ['x@y.z.w.v', wrong],
    ['x y@example.com', wrong],
    ['player@example.com ', wrong],
    ['player@exa mple.com', wrong],
    ['playerexample.com', wrong],
    ['a@@b.com', wrong],
    ['@example.com', wrong],
    ['player@.com', wrong],
  ])('%j gives %j', (value, expected) => {
    expect(validate(emailRule, value)).toEqual(expected);
  });
});

describe('phone', () => {
  const wrong = { key: 'common.fieldsValidatorErrors.wrongPhoneFormat', message: 'Wrong phone number', values: {} };
  const insert = { key: 'common.fieldsValidatorErrors.insertPhoneNumber', message: 'Field is required', values: {} };

  it.each<[unknown, object | undefined]>([
    [{ number: '+48 600 100 200', isValid: true }, undefined],
    [{ number: '+48 600', isValid: false }, wrong],
    [{ number: '', isValid: false }, insert],
    [{ number: '   ', isValid: true }, insert],
    ['+5511987654321', undefined],
    ['+48 (600) 100-200', undefined],
    ['1234567', undefined],
    ['123456', wrong],
    ['+1234567890123456', wrong],
    ['+48 600 abc', wrong],
    ['', insert],
    [undefined, insert],
    [{ number: 48600100200 }, wrong],
  ])('%j gives %j', (value, expected) => {
    expect(validate(phoneRule, value)).toEqual(expected);
  });
});
