import { telegramRegisterArgs } from './telegram-register-args';

const user = { id: 777000111, first_name: 'Ana', username: 'ana_plays', language_code: 'pt' };
const raw = new URLSearchParams({ query_id: 'AAH', user: JSON.stringify(user), auth_date: '1700000000', hash: 'a'.repeat(64) }).toString();

describe('telegramRegisterArgs', () => {
  it('builds the auth.register body of SPEC.md 7.2 from the raw init data', () => {
    expect(telegramRegisterArgs(raw)).toEqual({
      is_tg: 1,
      id: '777000111',
      username: 'ana_plays',
      hash: 'a'.repeat(64),
      language_code: 'pt',
      payload: raw,
    });
  });

  it('leaves out a missing username and language', () => {
    const bare = new URLSearchParams({ user: JSON.stringify({ id: 5 }), auth_date: '1', hash: 'b'.repeat(64) }).toString();
    expect(telegramRegisterArgs(bare)).toEqual({ is_tg: 1, id: '5', hash: 'b'.repeat(64), payload: bare });
  });

  it.each([
    ['no hash', new URLSearchParams({ user: JSON.stringify(user) }).toString()],
    ['no user', new URLSearchParams({ hash: 'c'.repeat(64) }).toString()],
    ['a broken user', `user=%7Bnot-json&hash=${'d'.repeat(64)}`],
    ['empty data', ''],
  ])('refuses %s', (_case, data) => {
    expect(telegramRegisterArgs(data)).toBeNull();
  });
});
