import { useGetLoyaltyCharactersQuery } from '@casino/api-client';
import { FormRadioGroup } from '@casino/ui-kit';
import { useIntl } from 'react-intl';
import { signUpMessages } from './sign-up.messages';

/** The loyalty character picker of sign-up (flag showCharacterSelect); hidden when none can be loaded. */
export function CharacterField() {
  const intl = useIntl();
  const { data: characters = [] } = useGetLoyaltyCharactersQuery();
  if (characters.length === 0) return null;
  return (
    <FormRadioGroup
      name="character"
      label={intl.formatMessage(signUpMessages.character)}
      direction="horizontal"
      options={characters.map((character) => ({ value: String(character.id), label: character.name }))}
    />
  );
}
