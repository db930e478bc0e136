import { useGetCmsAuthConfigQuery } from '@casino/cms-client';
import { Button, Note } from '@casino/ui-kit';
import { useIntl } from 'react-intl';
import { continueWithMessage, socialMessages } from './social.messages';
import { SocialLogo } from './social-logo';
import { useSocialPopup, type TypeAuth } from './use-social-popup';
import styles from '../shared/auth-form.module.css';

export type SocialSignInProps = {
  typeAuth: TypeAuth;
  onSuccess: () => void;
};

/** Brand names as the providers write them; an unknown service shows its id with a capital letter. */
const serviceName = (service: string) =>
  ({ google: 'Google', facebook: 'Facebook', apple: 'Apple', vkontakte: 'VK', twitter: 'X' })[service] ??
  `${service.charAt(0).toUpperCase()}${service.slice(1)}`;

/** One button per social service the CMS auth-config turns on, and what happened to the last attempt. */
export function SocialSignIn({ typeAuth, onSuccess }: SocialSignInProps) {
  const intl = useIntl();
  const { data: config } = useGetCmsAuthConfigQuery();
  const { state, start, continueHere } = useSocialPopup(onSuccess);
  const services = config?.socialServices ?? [];
  if (services.length === 0) return null;

  return (
    <div className={styles['social']} role="group" aria-label={intl.formatMessage(socialMessages.groupLabel)}>
      {services.map((service) => (
        <Button
          key={service}
          variant="secondary"
          block
          loading={state.status === 'pending' && state.service === service}
          disabled={state.status === 'pending'}
          onClick={() => start(service, typeAuth)}
        >
          <SocialLogo service={service} />
          {intl.formatMessage(continueWithMessage, { service: serviceName(service) })}
        </Button>
      ))}
      <div aria-live="polite">
        {state.status === 'pending' && <p className={styles['muted']}>{intl.formatMessage(socialMessages.waiting)}</p>}
        {state.status === 'closed' && <Note tone="info">{intl.formatMessage(socialMessages.closed)}</Note>}
        {state.status === 'cancelled' && <Note tone="info">{intl.formatMessage(socialMessages.cancelled)}</Note>}
        {state.status === 'blocked' && (
          <Note tone="info">
            <p>{intl.formatMessage(socialMessages.blocked)}</p>
            <Button variant="ghost" size="sm" onClick={continueHere}>
              {intl.formatMessage(socialMessages.continueHere)}
            </Button>
          </Note>
        )}
      </div>
    </div>
  );
}
