import { accountSettingsApi, cashierApi } from '@casino/api-client';
import { accountFixture, profileFixture, visitorAccountFixture } from '@casino/api-client/testing';
import type { AccountInfo } from '@casino/platform-contract';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createTestStore } from '../testing/test-store';
import { CONFIRMATION_SENT_STORAGE_KEY, markConfirmationSent } from './confirmation-sent-flag';
import { useConfirmHint } from './use-confirm-hint';
import { useRegistrationHint } from './use-registration-hint';

const HOUR = 60 * 60 * 1000;
const NOW = Date.parse('2026-03-01T12:00:00Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(NOW);
  localStorage.clear();
});
afterEach(() => vi.useRealTimers());

const registeredAgo = (ms: number, overrides: Partial<AccountInfo> = {}): AccountInfo => ({
  ...accountFixture,
  reg_time: new Date(NOW - ms).toISOString(),
  ...overrides,
});

/** Everything the hooks read is already cached, as after the shell's first requests. */
async function withCache(account: AccountInfo, { deposits = 0, loginConfirmed = false } = {}) {
  const store = await createTestStore({ account });
  await store.dispatch(
    cashierApi.util.upsertQueryData('getCashierHistory', { type: 'deposit', count: 1 }, { items: [], total: deposits }),
  );
  const contacts = [
    { type: 'email' as const, contact: accountFixture.login ?? '', is_confirmed: loginConfirmed, is_subscribed: true, phone_country_code: null },
  ];
  await store.dispatch(accountSettingsApi.util.upsertQueryData('getProfileInfo', undefined, { ...profileFixture, contacts }));
  return ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
}

describe('useRegistrationHint', () => {
  it.each([
    { name: 'an hour after sign-up, no deposits', account: registeredAgo(HOUR), deposits: 0, visible: true },
    { name: 'an hour after sign-up, a deposit', account: registeredAgo(HOUR), deposits: 1, visible: false },
    { name: 'three hours after sign-up', account: registeredAgo(3 * HOUR), deposits: 0, visible: false },
    { name: 'a visitor', account: visitorAccountFixture, deposits: 0, visible: false },
  ])('$name: $visible', async ({ account, deposits, visible }) => {
    const wrapper = await withCache(account, { deposits });
    const { result } = renderHook(() => useRegistrationHint(), { wrapper });
    expect(result.current).toBe(visible);
  });

  it('hides itself when the 2 hours end', async () => {
    const wrapper = await withCache(registeredAgo(2 * HOUR - 1_000));
    const { result } = renderHook(() => useRegistrationHint(), { wrapper });
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current).toBe(false);
  });
});

describe('useConfirmHint', () => {
  it.each([
    { name: 'day 2, login email unconfirmed', account: registeredAgo(48 * HOUR), confirmed: false, visible: true },
    { name: 'day 2, login email confirmed', account: registeredAgo(48 * HOUR), confirmed: true, visible: false },
    { name: 'day 6', account: registeredAgo(6 * 24 * HOUR), confirmed: false, visible: false },
  ])('$name: $visible', async ({ account, confirmed, visible }) => {
    const wrapper = await withCache(account, { loginConfirmed: confirmed });
    const { result } = renderHook(() => useConfirmHint(), { wrapper });
    expect(result.current.visible).toBe(visible);
  });

  it('hides after markSent, and stays hidden on the next visit', async () => {
    const wrapper = await withCache(registeredAgo(HOUR));
    const first = renderHook(() => useConfirmHint(), { wrapper });
    expect(first.result.current.visible).toBe(true);
    act(() => first.result.current.markSent());
    expect(first.result.current.visible).toBe(false);
    expect(localStorage.getItem(CONFIRMATION_SENT_STORAGE_KEY)).toBe(accountFixture.login);
    first.unmount();
    const second = renderHook(() => useConfirmHint(), { wrapper });
    expect(second.result.current.visible).toBe(false);
  });

  it('names the login contact while it shows', async () => {
    const wrapper = await withCache(registeredAgo(HOUR));
    const { result } = renderHook(() => useConfirmHint(), { wrapper });
    expect(result.current.contact).toMatchObject({ type: 'email', contact: accountFixture.login, is_confirmed: false });
  });

  it('hides at once when the confirmation is marked as sent elsewhere (the confirm-email dialog)', async () => {
    const wrapper = await withCache(registeredAgo(HOUR));
    const { result } = renderHook(() => useConfirmHint(), { wrapper });
    expect(result.current.visible).toBe(true);
    act(() => markConfirmationSent(accountFixture.login ?? ''));
    expect(result.current).toMatchObject({ visible: false, contact: undefined });
  });
});

