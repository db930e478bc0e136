import { useGetLoyaltyCharactersQuery } from '@casino/api-client';
import { Button, Dialog, type DialogComponentProps, LoadFailed, openDialog, Skeleton } from '@casino/ui-kit';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import { LOYALTY_DIALOGS } from '../dialog-ids';
import { useLoyaltyInfo } from '../shared/use-loyalty-info';
import { characterMessages as m } from './character.messages';
import styles from './character-dialogs.module.css';

export type CharacterChangeDialogProps = DialogComponentProps;

/** The loyalty-character-change popup: every character (loyalty.getcharacters); the choice is confirmed next. */
export function CharacterChangeDialog({ close }: CharacterChangeDialogProps) {
  const intl = useIntl();
  const dispatch = useDispatch();
  const characters = useGetLoyaltyCharactersQuery();
  const { data: info } = useLoyaltyInfo();
  const currentId = info?.character ? String(info.character.id) : undefined;
  const [chosen, setChosen] = useState<string>();
  const selected = chosen ?? currentId;

  const handleNext = () => {
    if (selected === undefined || selected === currentId) return;
    dispatch(openDialog({ id: LOYALTY_DIALOGS.characterChangeConfirm, props: { characterId: selected } }));
  };

  return (
    <Dialog
      title={intl.formatMessage(m.title)}
      actions={
        <>
          <Button variant="ghost" onClick={() => close()}>
            {intl.formatMessage(m.cancel)}
          </Button>
          <Button onClick={handleNext} disabled={selected === undefined || selected === currentId}>
            {intl.formatMessage(m.next)}
          </Button>
        </>
      }
    >
      {characters.isError ? (
        <LoadFailed onRetry={() => void characters.refetch()} />
      ) : characters.data?.length === 0 ? (
        <p>{intl.formatMessage(m.empty)}</p>
      ) : (
        <fieldset className={styles['picker']}>
          <legend className={styles['legend']}>{intl.formatMessage(m.legend)}</legend>
          {characters.data
            ? characters.data.map((character) => {
                const id = String(character.id);
                return (
                  <label key={id} className={styles['option']}>
                    <input type="radio" name="loyalty-character" value={id} checked={selected === id} onChange={() => setChosen(id)} className={styles['radio']} />
                    {character.image && <img src={character.image} alt="" width={72} height={72} className={styles['image']} />}
                    <span className={styles['name']}>{character.name}</span>
                    {id === currentId && <span className={styles['current']}>{intl.formatMessage(m.current)}</span>}
                  </label>
                );
              })
            : Array.from({ length: 3 }, (_, index) => <Skeleton key={index} shape="rect" height={140} />)}
        </fieldset>
      )}
    </Dialog>
  );
}
