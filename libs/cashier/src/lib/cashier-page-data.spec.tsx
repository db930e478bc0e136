import {
  useGetAccountInfoQuery,
  useGetBalanceQuery,
  useGetDepositLimitQuery,
  useGetDepositSettingsQuery,
  useGetOffersQuery,
} from '@casino/api-client';
import { platformHandler, visitorAccountFixture } from '@casino/api-client/testing';
import { useGetCmsCashierConfigQuery, useGetCmsCommonQuery } from '@casino/cms-client';
import { renderHook, waitFor } from '@testing-library/react';
import { createTestStore, startTestServer } from '@casino/session/testing';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { cashierPageData } from './cashier-page-data';

const { server, seen } = startTestServer();

async function createStore() {
  const store = await createTestStore();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return { store, wrapper };
}

describe('the deposit page data, started beside the guards', () => {
  it('asks a signed-in player for methods, balance, limit, offers and CMS texts, which the page hooks then find without asking again', async () => {
    const { store, wrapper } = await createStore();
    cashierPageData['cashier.deposit.index'](store.dispatch, { params: {}, search: new URLSearchParams() });
    await waitFor(async () => expect((await seen.calls()).filter((call) => call.includes('/api/cashier.getdepositsettings'))).toHaveLength(1));

    const { result } = renderHook(
      () => [
        useGetAccountInfoQuery(),
        useGetDepositSettingsQuery(),
        useGetBalanceQuery(),
        useGetDepositLimitQuery(),
        useGetOffersQuery(),
        useGetCmsCashierConfigQuery(),
        useGetCmsCommonQuery(),
      ],
      { wrapper },
    );
    await waitFor(() => expect(result.current.every((query) => query.isSuccess)).toBe(true));
    const calls = await seen.calls();
    expect(calls.filter((call, index) => calls.indexOf(call) !== index)).toEqual([]);
    expect(calls).toHaveLength(7);
  });

  it('asks a visitor for nothing but who they are: the guards send them to sign in', async () => {
    server.use(platformHandler('account.getInfo', visitorAccountFixture));
    const { store } = await createStore();
    cashierPageData['cashier-index-deposit-index-sysname'](store.dispatch, { params: { sysname: 'card' }, search: new URLSearchParams() });
    await waitFor(() => expect(store.getState().platformApi.queries['getAccountInfo(undefined)']?.status).toBe('fulfilled'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await seen.calls()).map((call) => call.split('?')[0])).toEqual(['GET /api/account.getInfo']);
  });
});
