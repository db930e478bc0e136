import { accountFixture, platformErrorHandler } from '@casino/api-client/testing';
import { selectToasts } from '@casino/ui-kit';
import { createTestStore, startTestServer } from '@casino/session/testing';
import { telegramSignUp } from './telegram-sign-up';

const { server, seen } = startTestServer();

const raw = new URLSearchParams({
  user: JSON.stringify({ id: 4242, username: 'lucky_tg', language_code: 'pl' }),
  auth_date: '1700000000',
  hash: 'f'.repeat(64),
}).toString();

describe('telegramSignUp', () => {
  it('posts auth.register with is_tg, id, username, hash, language_code and the raw payload', async () => {
    const store = await createTestStore();
    await expect(store.dispatch(telegramSignUp(raw))).resolves.toEqual(accountFixture);
    const request = await seen.last();
    expect(request.path).toBe('/api/auth.register');
    expect(request.body).toEqual({ is_tg: '1', id: '4242', username: 'lucky_tg', hash: 'f'.repeat(64), language_code: 'pl', payload: raw });
    expect(selectToasts(store.getState())).toEqual([]);
  });

  it('shows the wrongRegServerError toast when the platform refuses', async () => {
    server.use(platformErrorHandler('auth.register', 'InvalidParameterException', { errorData: { hash: ['Wrong field'] } }));
    const store = await createTestStore();
    await expect(store.dispatch(telegramSignUp(raw))).resolves.toBeNull();
    expect(selectToasts(store.getState())).toEqual([
      expect.objectContaining({ kind: 'error', messageId: 'popups.registration.wrongRegServerError' }),
    ]);
  });

  it('shows the same toast without usable init data, without calling the platform', async () => {
    const store = await createTestStore();
    await expect(store.dispatch(telegramSignUp('user=%7B%7D'))).resolves.toBeNull();
    expect(seen.count()).toBe(0);
    expect(selectToasts(store.getState())).toHaveLength(1);
  });
});
