import * as v from 'valibot';
import { REQUEST_SCHEMAS } from '../../requests';

const errorsOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? null : v.flatten(result.issues).nested;
};

describe('request schemas', () => {
  it.each([
    ['auth.login', { login: '+351912345678', password: 'x', code: null }, { login: '351912345678', password: 'x', code: undefined }],
    ['cashier.makedeposit', { method: 'card', amount: '50.5', campaign_offer_id: null, requisites: '{"card_holder":"ANA"}' }, { method: 'card', amount: 50.5, requisites: { card_holder: 'ANA' } }],
    ['cashier.gethistory', { offset: '', count: '4', type: 'withdrawal', statuses: 'pending,success' }, { offset: 0, count: 4, type: 'withdrawal', statuses: ['pending', 'success'] }],
    ['freespins.get', {}, { offset: 0, count: 99, status: 'active', fields: [] }],
    ['account.changeSubscription', { contact: 'a@b.cd', subscription: '0' }, { contact: 'a@b.cd', subscription: false }],
  ] as const)('%s parses the wire form', (method, input, expected) => {
    const { body, query } = (REQUEST_SCHEMAS as Record<string, { body?: v.GenericSchema; query?: v.GenericSchema }>)[method] ?? {};
    expect(v.parse((body ?? query) as v.GenericSchema, input)).toMatchObject(expected);
  });

  it.each([
    ['auth.register', { login: 'not-an-email', password: '123' }, { login: ['Wrong email address'], password: ['Min length is 6'] }],
    ['cashier.makedeposit', { method: ' ', amount: '0' }, { method: ['Field is required'], amount: ['Min value is 0.01'] }],
    ['account.confirmContact', { contact: 'a@b.cd', code: '12ab' }, { code: ['code must contain 6 digits'] }],
    ['account.changepassword', { old_password: 'a', new_password: 'secret12', repeat_password: 'secret13' }, { repeat_password: ['Same as field'] }],
    ['account.changefakename', { fakename: 'a b' }, { fakename: ['Min length is 4', 'Wrong fake name'] }],
  ] as const)('%s gives per-field messages of SPEC.md 5', (method, input, expected) => {
    expect(errorsOf(REQUEST_SCHEMAS[method].body, input)).toEqual(expected);
  });
});
