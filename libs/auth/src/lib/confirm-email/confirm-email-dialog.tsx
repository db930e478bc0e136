import { isPlatformError, useGetAccountInfoQuery, useSendConfirmationToContactMutation } from '@casino/api-client';
import { markConfirmationSent } from '@casino/session';
import { ConfirmDialog, type DialogComponentProps, showToast } from '@casino/ui-kit';
import { useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import { serverMessages } from '../shared/server-errors';
import { confirmEmailMessages, confirmEmailSentMessage, confirmEmailTextMessage } from './confirm-email.messages';

/** "Resend time is N": a confirmation went out moments ago (the platform sends one at sign-up), so it is on its way. */
const alreadySent = (error: unknown) => isPlatformError(error) && serverMessages(error).some((message) => /Resend time is/i.test(message));

export type ConfirmEmailDialogProps = DialogComponentProps<{ email?: string }>;

/**
 * The confirm-email dialog (SPEC.md 2.7), e.g. after a sign-up when the CMS flag confirmEmailPopup is on:
 * sends the confirmation to the email and marks it as sent, so the confirm hint stays away.
 */
export function ConfirmEmailDialog({ email: givenEmail, close }: ConfirmEmailDialogProps) {
  const intl = useIntl();
  const dispatch = useDispatch();
  const { data: account } = useGetAccountInfoQuery();
  const [send, { isLoading }] = useSendConfirmationToContactMutation();
  const email = givenEmail ?? account?.login ?? '';

  const handleConfirm = async () => {
    const result = await send({ contact: email });
    if (result.error === undefined || alreadySent(result.error)) {
      markConfirmationSent(email);
      dispatch(showToast({ kind: 'success', messageId: confirmEmailSentMessage.id, values: { email } }));
      close(true);
    } else {
      dispatch(showToast({ kind: 'error', messageId: confirmEmailMessages.failed.id }));
    }
  };

  return (
    <ConfirmDialog
      icon="mail"
      title={intl.formatMessage(confirmEmailMessages.title)}
      message={intl.formatMessage(confirmEmailTextMessage, { email })}
      confirmLabel={intl.formatMessage(confirmEmailMessages.confirm)}
      cancelLabel={intl.formatMessage(confirmEmailMessages.later)}
      loading={isLoading}
      onConfirm={() => void handleConfirm()}
    />
  );
}
