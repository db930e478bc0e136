import { useGetAccountInfoQuery, useGetDepositLimitQuery, useGetDepositSettingsQuery, useGetOffersQuery } from '@casino/api-client';
import { useGetCmsCashierConfigQuery } from '@casino/cms-client';
import { isAuthenticated } from '@casino/platform-contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useLocalizedPath } from '@casino/routing';
import { LoadFailed, Note } from '@casino/ui-kit';
import { CashierFrame } from '../shared/cashier-frame';
import { configText } from '../shared/cashier-config';
import { MainBalance } from '../shared/main-balance';
import { draftFromState, type DepositDraft, type DepositNavigationState, rememberDraft, rememberedDraft, startingDraft } from './deposit-draft';
import { DepositForm } from './deposit-form';
import { DepositFormSkeleton } from './deposit-form-skeleton';
import { DepositLimitInfo } from './deposit-limit-info';
import { depositMessages } from './deposit.messages';
import { NoMethods } from './no-methods';
import { PromoCodeForm } from './promo-code-form';
import styles from './deposit-page.module.css';

/** /cashier/deposit and /cashier/deposit/{sysname}: method, amount, limit, offers and promo code. */
export function DepositPage() {
  const intl = useIntl();
  const { sysname } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const path = useLocalizedPath();
  const settings = useGetDepositSettingsQuery();
  const { data: account } = useGetAccountInfoQuery();
  const signedIn = isAuthenticated(account);
  const { data: limit } = useGetDepositLimitQuery(undefined, { skip: !signedIn });
  const { data: offers = [], isLoading: offersLoading } = useGetOffersQuery();
  const { data: config } = useGetCmsCashierConfigQuery();
  const title = configText(config, 'depositTitle');

  const handleContinue = (draft: DepositDraft) => {
    const state: DepositNavigationState = { draft };
    rememberDraft(draft);
    // The draft is kept on this entry too, so Back from billing shows the deposit exactly as typed.
    navigate(location.pathname, { replace: true, state });
    navigate(path('cashier.billing'), { state });
  };

  const content = () => {
    if (settings.isError) return <LoadFailed onRetry={() => void settings.refetch()} />;
    // The offers field appears only when offers exist: waiting for them keeps it from pushing Continue down.
    if (!settings.data || offersLoading) return <DepositFormSkeleton />;
    const { methods, currency } = settings.data;
    if (methods.length === 0) return <NoMethods />;
    const carried = draftFromState(location.state) ?? rememberedDraft();
    const requested = carried?.method ?? sysname;
    const known = methods.some((method) => method.sysname === requested);
    const initial = startingDraft(settings.data, { carried, requested: sysname });
    const depositLimit = limit ?? settings.data.limit;
    return (
      <div className={styles.layout}>
        <div className={styles.main}>
          {requested && !known && (
            <Note tone="info" role="status">
              <FormattedMessage {...depositMessages.unknownMethod} />
            </Note>
          )}
          <DepositForm
            settings={settings.data}
            offers={offers}
            signedIn={signedIn}
            initial={initial}
            onContinue={handleContinue}
            beforeSubmit={<PromoCodeForm />}
          />
        </div>
        <aside className={styles.side}>
          {depositLimit && <DepositLimitInfo limit={depositLimit} currency={currency} hint={configText(config, 'limitHint')} />}
        </aside>
      </div>
    );
  };

  return (
    <CashierFrame title={title ?? intl.formatMessage(depositMessages.title)} aside={signedIn ? <MainBalance /> : undefined}>
      {content()}
    </CashierFrame>
  );
}
