import { dateRule } from './date-rule';
import { validate } from './validation-error';

const required = { key: 'common.fieldsValidatorErrors.requiredField', message: 'Field is required', values: {} };

describe('date', () => {
  const wrong = { key: 'validators.wrongDate', message: 'Wrong date', values: {} };
  const adult = dateRule({ min: '01.01.1900', max: new Date(2008, 0, 31) });

  it.each<[unknown, object | undefined]>([
    ['31.12.1990', undefined],
    ['1990-12-31', undefined],
    [new Date(1990, 11, 31, 23, 59), undefined],
    ['29.02.2004', undefined],
    ['01.01.1900', undefined],
    ['31.01.2008', undefined],
    ['31.12.1899', wrong],
    ['01.02.2008', wrong],
    ['29.02.2005', wrong],
    ['31.04.1990', wrong],
    ['00.01.1990', wrong],
    ['01.13.1990', wrong],
    ['01.01.90', wrong],
    ['01.01.01990', wrong],
    ['1.1.1990', wrong],
    [new Date(Number.NaN), wrong],
    [{}, wrong],
    ['', required],
    [undefined, required],
  ])('between 01.01.1900 and 31.01.2008: %j gives %j', (value, expected) => {
    expect(validate(adult, value)).toEqual(expected);
  });

  it.each<[unknown, object | undefined]>([
    ['01.01.1000', undefined],
    ['31.12.9999', undefined],
    ['01.01.0999', wrong],
  ])('without bounds, any 4-digit year: %j gives %j', (value, expected) => {
    expect(validate(dateRule(), value)).toEqual(expected);
  });
});
