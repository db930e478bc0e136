import { loyaltyApi, useGetLoyaltyCharactersQuery, useSetLoyaltyCharacterMutation } from '@casino/api-client';
import { useAppDispatch } from '@casino/session';
import { Avatar, closeDialogsById, ConfirmDialog, type DialogComponentProps, showToast } from '@casino/ui-kit';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { LOYALTY_DIALOGS } from '../dialog-ids';
import { changedMessage, characterMessages as m, confirmCharacterMessage } from './character.messages';
import styles from './character-dialogs.module.css';

export type CharacterChangeConfirmDialogProps = DialogComponentProps<{ characterId?: number | string }>;

/** The loyalty-character-change-confirm popup: "play as X?", then loyalty.setcharacter closes both dialogs. */
export function CharacterChangeConfirmDialog({ characterId }: CharacterChangeConfirmDialogProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { data: characters } = useGetLoyaltyCharactersQuery();
  const [setCharacter, { isLoading }] = useSetLoyaltyCharacterMutation();
  const [failed, setFailed] = useState(false);
  const character = characters?.find((item) => String(item.id) === String(characterId));
  if (!character) return null;

  const handleConfirm = async () => {
    setFailed(false);
    const result = await setCharacter({ id: character.id });
    if (!('data' in result) || !result.data) {
      setFailed(true);
      return;
    }
    dispatch(loyaltyApi.util.upsertQueryData('getLoyaltyInfo', undefined, result.data));
    dispatch(closeDialogsById({ id: LOYALTY_DIALOGS.characterChangeConfirm, force: true }));
    dispatch(closeDialogsById({ id: LOYALTY_DIALOGS.characterChange, force: true }));
    dispatch(showToast({ kind: 'success', messageId: changedMessage.id, values: { name: character.name } }));
  };

  return (
    <ConfirmDialog
      icon="user"
      title={intl.formatMessage(confirmCharacterMessage, { name: character.name })}
      message={
        <div className={styles['confirm']}>
          <Avatar name={character.name} src={character.image ?? undefined} size="lg" highlighted />
          <p>{intl.formatMessage(m.confirmText)}</p>
        </div>
      }
      error={failed && intl.formatMessage(m.failed)}
      confirmLabel={intl.formatMessage(m.confirm)}
      loading={isLoading}
      onConfirm={() => void handleConfirm()}
    />
  );
}
