import { maxValueRule, minValueRule, sumRule } from './number-rules';
import { validate } from './validation-error';

const required = { key: 'common.fieldsValidatorErrors.requiredField', message: 'Field is required', values: {} };

describe('sum', () => {
  const rule = sumRule({ min: 10, max: 1000, currency: 'EUR', locale: 'en' });
  const outOfRange = {
    key: 'common.fieldsValidatorErrors.sumError',
    message: 'Enter an amount from €10 to €1,000',
    values: { min: '€10', max: '€1,000' },
  };

  it.each<[unknown, object | undefined]>([
    ['10', undefined],
    ['11', undefined],
    ['999', undefined],
    ['1000', undefined],
    [500, undefined],
    ['9', outOfRange],
    ['1001', outOfRange],
    ['0', outOfRange],
    ['010', outOfRange],
    ['-50', outOfRange],
    ['50.5', outOfRange],
    ['50,5', outOfRange],
    ['1e3', outOfRange],
    [' 50', outOfRange],
    ['abc', outOfRange],
    ['', required],
    [undefined, required],
  ])('%j gives %j', (value, expected) => {
    expect(validate(rule, value)).toEqual(expected);
  });

  it('formats both bounds in the currency and locale of the field', () => {
    const error = validate(sumRule({ min: 1000, max: 25000.5, currency: 'BRL', locale: 'pt-BR' }), '5');
    expect(error?.message.replace(/\u00a0/g, ' ')).toBe('Enter an amount from R$ 1.000 to R$ 25.000,50');
  });

  it('takes a formatter instead of a currency', () => {
    const error = validate(sumRule({ min: 5, max: 50, format: (amount) => `${amount} credits` }), '51');
    expect(error).toEqual({
      key: 'common.fieldsValidatorErrors.sumError',
      message: 'Enter an amount from 5 credits to 50 credits',
      values: { min: '5 credits', max: '50 credits' },
    });
  });
});

describe('min and max value', () => {
  it.each<[unknown, object | undefined]>([
    ['18', undefined],
    [18, undefined],
    ['100', undefined],
    ['17', { key: 'validators.minValue', message: 'Min value is 18', values: { min: 18 } }],
    ['-1', { key: 'validators.minValue', message: 'Min value is 18', values: { min: 18 } }],
    ['abc', { key: 'common.fieldsValidatorErrors.wrongField', message: 'Wrong value', values: {} }],
    ['', required],
  ])('min 18: %j gives %j', (value, expected) => {
    expect(validate(minValueRule(18), value)).toEqual(expected);
  });

  it.each<[unknown, object | undefined]>([
    ['99.5', undefined],
    ['100', undefined],
    ['100.01', { key: 'validators.maxValue', message: 'Max value is 100', values: { max: 100 } }],
  ])('max 100: %j gives %j', (value, expected) => {
    expect(validate(maxValueRule(100), value)).toEqual(expected);
  });
});
