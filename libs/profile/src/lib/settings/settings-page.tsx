import { useGetAccountInfoQuery, useGetPersonalDataFieldsQuery, useGetProfileInfoQuery } from '@casino/api-client';
import { Link, LoadedSection } from '@casino/ui-kit';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { ProfileFrame } from '../shared/profile-frame';
import { SectionSkeleton } from '../shared/section-skeleton';
import { ArrivalToastEffect } from './arrival-toast-effect';
import { ContactsSection } from './contacts-section';
import { FakenameForm } from './fakename-form';
import { PreferencesSection } from './preferences-section';
import { ProfileInfoForm } from './profile-info-form';
import { settingsMessages as m } from './settings.messages';

// Only a path of this site may be offered as the way back.
const isInAppPath = (value: string | null): value is string => !!value && value.startsWith('/') && !value.startsWith('//');

/** /profile/settings: personal data, contacts, nickname, language and currency. */
export function SettingsPage() {
  const [searchParams] = useSearchParams();
  const from = searchParams.get('from');
  const profile = useGetProfileInfoQuery();
  const personalFields = useGetPersonalDataFieldsQuery({ type: 'profile' });
  const account = useGetAccountInfoQuery();

  return (
    <ProfileFrame title={m.title} intro={m.intro}>
      <ArrivalToastEffect />
      {isInAppPath(from) && (
        <p>
          <Link to={from}>
            <FormattedMessage {...m.backToPrevious} />
          </Link>
        </p>
      )}
      <LoadedSection
        queries={[profile, personalFields]}
        placeholder={
          <>
            <SectionSkeleton lines={6} />
            <SectionSkeleton lines={3} />
          </>
        }
      >
        {(info, fields) => (
          <>
            <ProfileInfoForm profile={info} personalFields={fields} />
            <ContactsSection contacts={info.contacts ?? []} />
            {account.data && <FakenameForm fakename={account.data.fakename} />}
            {account.data && <PreferencesSection currency={account.data.balance_main.currency} />}
          </>
        )}
      </LoadedSection>
    </ProfileFrame>
  );
}
