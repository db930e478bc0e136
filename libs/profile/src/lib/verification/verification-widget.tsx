import { useSetUserOnVerificationMutation } from '@casino/api-client';
import { Button, Card, Select, useToast } from '@casino/ui-kit';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { profileMessages } from '../shared/profile.messages';
import { settingsMessages } from '../settings/settings.messages';
import { verificationMessages as m } from './verification.messages';
import styles from './verification.module.css';

export type VerificationWidgetProps = {
  /** The provider's access token; a real SDK would be started with it. */
  accessToken: string;
  onDone: () => void;
};

/**
 * A stand-in for the verification provider's web SDK (an external script this site does not ship):
 * the player picks a document and a photo, and sending it puts the account on verification.
 */
export function VerificationWidget({ accessToken, onDone }: VerificationWidgetProps) {
  const intl = useIntl();
  const toast = useToast();
  const fileId = useId();
  const hintId = useId();
  const [documentType, setDocumentType] = useState('passport');
  const [fileName, setFileName] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [setOnVerification, state] = useSetUserOnVerificationMutation();

  const handleFile = (event: ChangeEvent<HTMLInputElement>) => {
    setFileName(event.target.files?.[0]?.name ?? null);
    setFileError(null);
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!fileName) {
      setFileError(intl.formatMessage(m.chooseFile));
      return;
    }
    const result = await setOnVerification();
    if ('error' in result) {
      toast('error', profileMessages.actionFailed);
      return;
    }
    toast('success', m.submitted);
    onDone();
  };

  return (
    <Card title={<FormattedMessage {...m.widgetTitle} />} subtitle={<FormattedMessage {...m.widgetIntro} />} headingLevel={2} variant="raised">
      <form className={styles.widget} onSubmit={handleSubmit} noValidate data-access-token={accessToken} aria-label={intl.formatMessage(m.widgetTitle)}>
        <Select
          label={intl.formatMessage(m.documentType)}
          value={documentType}
          onChange={setDocumentType}
          options={[
            { value: 'passport', label: intl.formatMessage(settingsMessages.documentPassport) },
            { value: 'id_card', label: intl.formatMessage(settingsMessages.documentIdCard) },
            { value: 'driving_licence', label: intl.formatMessage(settingsMessages.documentDrivingLicence) },
          ]}
        />
        <div className={styles.file}>
          <label htmlFor={fileId} className={styles.fileLabel}>
            <FormattedMessage {...m.documentFile} />
          </label>
          <input
            id={fileId}
            type="file"
            accept="image/jpeg,image/png,application/pdf"
            onChange={handleFile}
            aria-describedby={hintId}
            aria-invalid={fileError ? true : undefined}
            className={styles.fileInput}
          />
          <p id={hintId} className={fileError ? styles.fileError : styles.fileHint}>
            {fileError ?? <FormattedMessage {...m.documentFileHint} />}
          </p>
        </div>
        <div>
          <Button type="submit" loading={state.isLoading}>
            <FormattedMessage {...m.submit} />
          </Button>
        </div>
      </form>
    </Card>
  );
}
