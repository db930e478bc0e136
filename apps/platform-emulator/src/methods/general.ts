import { LOCALES, type GeneralInfo } from '@casino/platform-contract';
import { metadataGetQuerySchema } from '@casino/platform-contract/requests';
import { serverRedirect } from '../cms/content';
import { pageSeo } from '../cms/seo';
import { method, type MethodTable } from '../platform/method';
import { loadAccount, accountInfo, visitorInfo } from './account-view';

export const DEFAULT_CURRENCY = 'EUR';
export const CURRENCIES = ['EUR', 'USD', 'BRL', 'PLN', 'ZAR'];

export const generalMethods: MethodTable = {
  'metadata.get': method({
    verb: 'GET',
    query: metadataGetQuerySchema,
    handler: ({ query, locale }) => {
      const seo = pageSeo(query.url ?? '/', locale);
      return { data: { redirect: serverRedirect(query.url ?? '/'), title: seo.title, description: seo.description } };
    },
  }),
  'metadata.getgeneralinfo': {
    verb: 'GET',
    // The partner switches and inactivity times are the operator's settings (config.ts, /__emulator/general-info).
    handler: ({ config }): { data: GeneralInfo } => ({
      data: {
        analytic: { gtm_id: config.generalInfo.gtmId },
        available_currencies: CURRENCIES,
        available_locales: [...LOCALES],
        default_currency: DEFAULT_CURRENCY,
        is_seon_enabled: config.generalInfo.seonEnabled,
        domain_state: 'active',
        domain_type: 'main',
        time_to_force_logout: 1800,
        is_game_history_export_enabled: true,
        user_inactivity_cashier_time: config.generalInfo.inactivityCashierSeconds,
        user_inactivity_pp_time: config.generalInfo.inactivityPaymentPageSeconds,
      },
    }),
  },
  'account.getInfo': {
    verb: 'GET',
    handler: ({ db, accountId, locale }) => {
      const row = accountId ? loadAccount(db, accountId) : undefined;
      return { data: row ? accountInfo(row) : visitorInfo(DEFAULT_CURRENCY, locale) };
    },
  },
};
