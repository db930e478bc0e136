import { formatLocation, useLocalizedPath } from '@casino/routing';
import { ConfirmDialog, type DialogComponentProps } from '@casino/ui-kit';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { fillProfileInfoMessages } from './fill-profile-info.messages';

export type FillProfileInfoDialogProps = DialogComponentProps<{
  /** The toast the settings page shows on arrival (SPEC.md 2.4 toastType). */
  toastType?: string;
  /** Where the player came from; the current page by default. */
  from?: string;
}>;

/** The fill-profile-info confirm (SPEC.md 2.7): confirming goes to profile settings with from and toastType. */
export function FillProfileInfoDialog({ toastType = 'fillProfileInfo', from, close }: FillProfileInfoDialogProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const path = useLocalizedPath();

  const handleConfirm = () => {
    close(true);
    // SPEC.md 2.4: after the profile-fill confirm, profile settings with the query from and toastType.
    navigate(path('profile.settings', { query: { from: from ?? formatLocation(location), toastType } }));
  };

  return (
    <ConfirmDialog
      icon="user"
      title={intl.formatMessage(fillProfileInfoMessages.title)}
      message={intl.formatMessage(fillProfileInfoMessages.text)}
      confirmLabel={intl.formatMessage(fillProfileInfoMessages.confirm)}
      cancelLabel={intl.formatMessage(fillProfileInfoMessages.later)}
      onConfirm={handleConfirm}
    />
  );
}
