import { useGetProfileInfoQuery } from '@casino/api-client';
import { useIsAuthenticated } from '@casino/session';
import { Button, Card, ErrorNote, Loader, openDialog, SystemPage } from '@casino/ui-kit';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageHead, useLocalizedPath } from '@casino/routing';
import { ContactCodeForm } from '../settings/contact-code-form';
import { contactLabel } from '../settings/contact-label';
import { profileMessages } from '../shared/profile.messages';
import { confirmationMessages as m, confirmationTextMessage } from './confirmation.messages';
import { useAutoConfirm } from './use-auto-confirm';
import styles from './confirmation.module.css';

/**
 * /confirmation: confirms a contact. A link with `contact` and `code` confirms at once; otherwise the
 * player types the code for the contact named in the link, or for the first unconfirmed one.
 */
export function ConfirmationPage() {
  const intl = useIntl();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const path = useLocalizedPath();
  const [searchParams] = useSearchParams();
  const signedIn = useIsAuthenticated();
  const profile = useGetProfileInfoQuery(undefined, { skip: !signedIn });
  const linkContact = searchParams.get('contact');
  const auto = useAutoConfirm(linkContact, searchParams.get('code'), signedIn);
  const successPath = path('confirmation.success');

  useEffect(() => {
    if (auto === 'confirmed') navigate(successPath, { replace: true });
  }, [auto, navigate, successPath]);

  if (!signedIn) {
    return (
      <SystemPage
        icon="mail"
        title={m.signInTitle}
        description={m.signInText}
        action={
          <Button onClick={() => dispatch(openDialog({ id: 'auth', props: { mode: 'login' } }))}>
            <FormattedMessage {...m.signIn} />
          </Button>
        }
      />
    );
  }
  if (auto === 'checking' || auto === 'confirmed' || !profile.data) {
    return (
      <div className={styles.page}>
        <Loader label={intl.formatMessage(m.checking)} showLabel />
      </div>
    );
  }

  const contacts = profile.data.contacts ?? [];
  const target = contacts.find((contact) => contact.contact === linkContact && !contact.is_confirmed) ?? contacts.find((contact) => !contact.is_confirmed);
  if (!target) {
    return (
      <SystemPage icon="check-circle" tone="success" title={m.nothingTitle} description={m.nothingText} link={{ to: path('profile.settings'), label: m.toSettings }} />
    );
  }

  return (
    <div className={styles.page}>
      <PageHead title={intl.formatMessage(m.title)} />
      <h1 className={styles.title}>
        <FormattedMessage {...m.title} />
      </h1>
      <Card>
        <p className={styles.text}>{intl.formatMessage(confirmationTextMessage, { contact: contactLabel(target) })}</p>
        {auto === 'failed' && (
          <div className={styles.error}>
            <ErrorNote>
              <FormattedMessage {...profileMessages.smsCodeError} />
            </ErrorNote>
          </div>
        )}
        <ContactCodeForm contact={target.contact} onConfirmed={() => navigate(successPath)} />
      </Card>
    </div>
  );
}
