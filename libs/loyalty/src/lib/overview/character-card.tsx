import type { LoyaltyCharacter } from '@casino/platform-contract';
import { Avatar, Button, Card, openDialog } from '@casino/ui-kit';
import { useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import { LOYALTY_DIALOGS } from '../dialog-ids';
import { overviewMessages as m } from './overview.messages';
import styles from './character-card.module.css';

export type CharacterCardProps = { character: LoyaltyCharacter | null };

/** The character the player plays the club as, and the way to change it. */
export function CharacterCard({ character }: CharacterCardProps) {
  const intl = useIntl();
  const dispatch = useDispatch();
  const handleChange = () => dispatch(openDialog({ id: LOYALTY_DIALOGS.characterChange }));
  return (
    <Card
      region
      title={intl.formatMessage(m.character)}
      headingLevel={2}
      footer={
        <Button variant="secondary" iconStart="user" onClick={handleChange}>
          {intl.formatMessage(character ? m.changeCharacter : m.chooseCharacter)}
        </Button>
      }
    >
      <div className={styles['body']}>
        <Avatar name={character?.name ?? ''} src={character?.image ?? undefined} size="lg" highlighted={character !== null} />
        <p className={character ? styles['name'] : styles['empty']}>{character?.name ?? intl.formatMessage(m.noCharacter)}</p>
      </div>
    </Card>
  );
}
