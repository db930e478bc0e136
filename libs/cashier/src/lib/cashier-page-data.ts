import { accountApi, accountSettingsApi, campaignsApi, cashierApi } from '@casino/api-client';
import { cmsContentApi } from '@casino/cms-client';
import { isAuthenticated } from '@casino/platform-contract';
import type { PageData, PageDataMap } from '@casino/routing';

/**
 * The deposit page's first requests, with the arguments of its own hooks (see `PageData` in routing): methods,
 * balance, deposit limit, offers and the CMS texts. Only for a signed-in player: the guards send a visitor to sign
 * in first, and the cashier's calls would only fail for them. The player is already being asked for at startup,
 * so this waits for that answer, not for a second one.
 */
const deposit: PageData = (dispatch) => {
  const account = dispatch(accountApi.endpoints.getAccountInfo.initiate(undefined, { subscribe: false }));
  void account.then(({ data }) => {
    if (!isAuthenticated(data)) return;
    dispatch(cashierApi.util.prefetch('getDepositSettings', undefined, {}));
    dispatch(accountApi.util.prefetch('getBalance', undefined, {}));
    dispatch(accountSettingsApi.util.prefetch('getDepositLimit', undefined, {}));
    dispatch(campaignsApi.util.prefetch('getOffers', undefined, {}));
    dispatch(cmsContentApi.util.prefetch('getCmsCashierConfig', undefined, {}));
    dispatch(cmsContentApi.util.prefetch('getCmsCommon', undefined, {}));
  });
};

export const cashierPageData = {
  'cashier.deposit.index': deposit,
  'cashier-index-deposit-index-sysname': deposit,
} satisfies PageDataMap;
