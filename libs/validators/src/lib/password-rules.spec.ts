import {
  SPACE_SYMBOL,
  invalidPasswordCharacters,
  passwordFormRule,
  passwordRepeatRule,
  passwordRule,
  sameAsRule,
} from './password-rules';
import { validate } from './validation-error';

const insert = { key: 'common.fieldsValidatorErrors.insertPassword', message: 'Field is required', values: {} };
const short = { key: 'common.fieldsValidatorErrors.shortPassword', message: 'Min length is 6', values: { min: 6 } };
const symbols = (list: string) => ({
  key: 'common.fieldsValidatorErrors.notWalidPassword',
  message: `Wrong password: ${list}`,
  values: { symbols: list },
});

describe('password (field rule)', () => {
  it.each<[unknown, object | undefined]>([
    ['secret', undefined],
    ['abc123', undefined],
    ['P@ssw0rd!#$%^&*()_+-=[]{};:\'",.<>/?\\|`~', undefined],
    ['a'.repeat(64), undefined],
    ['', insert],
    [undefined, insert],
    ['12345', short],
    ['pässwörd', symbols('ä ö')],
    ['my password', symbols(SPACE_SYMBOL)],
    ['пароль123', symbols('п а р о л ь')],
    ['secret€€', symbols('€')],
    ['secret😀', symbols('😀')],
    ['secret\t1', symbols('\t')],
  ])('%j gives %j', (value, expected) => {
    expect(validate(passwordRule, value)).toEqual(expected);
  });

  it('lists each invalid character once, in the order typed', () => {
    expect(invalidPasswordCharacters('äbäc ö é')).toEqual(['ä', SPACE_SYMBOL, 'ö', 'é']);
  });
});

describe('password (form rule)', () => {
  const tooLong = { key: 'validators.maxLength', message: 'Max length is 20', values: { max: 20 } };

  it.each<[unknown, object | undefined]>([
    ['abcdef', undefined],
    ['a'.repeat(20), undefined],
    ['abcde', short],
    ['a'.repeat(21), tooLong],
    ['', insert],
  ])('%j gives %j', (value, expected) => {
    expect(validate(passwordFormRule, value)).toEqual(expected);
  });
});

describe('password repeat', () => {
  const notEqual = { key: 'common.fieldsValidatorErrors.passwordsNotEqual', message: 'Same as field', values: {} };

  it.each<[unknown, Record<string, unknown>, object | undefined]>([
    ['secret1', { password: 'secret1' }, undefined],
    ['secret1', { password: 'secret2' }, notEqual],
    ['secret1', { password: '' }, undefined],
    ['secret1', {}, undefined],
    ['', { password: 'secret1' }, insert],
    ['abc', { password: 'abc' }, short],
    ['sécret1', { password: 'sécret1' }, symbols('é')],
  ])('%j with %j gives %j', (value, allValues, expected) => {
    expect(validate(passwordRepeatRule(), value, allValues)).toEqual(expected);
  });

  it('compares with the field it is told to', () => {
    expect(validate(passwordRepeatRule('newPassword'), 'secret1', { newPassword: 'other12' })).toEqual(notEqual);
    expect(validate(passwordRepeatRule('newPassword'), 'secret1', { newPassword: 'secret1' })).toBeUndefined();
  });
});

describe('same as', () => {
  const sameAs = { key: 'validators.sameAsField', message: 'Same as field', values: {} };

  it.each<[unknown, Record<string, unknown>, object | undefined]>([
    ['a@b.co', { email: 'a@b.co' }, undefined],
    [undefined, { email: undefined }, undefined],
    [10, { email: '10' }, undefined],
    ['a@b.co', { email: 'a@b.com' }, sameAs],
    ['a@b.co', {}, sameAs],
  ])('%j with %j gives %j', (value, allValues, expected) => {
    expect(validate(sameAsRule('email'), value, allValues)).toEqual(expected);
  });
});
