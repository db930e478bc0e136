import type { Bonus } from '@casino/platform-contract';
import type { ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import { openDialog } from '@casino/ui-kit';
import { BonusCard } from './bonus-card';
import { BONUS_DIALOG_IDS, type BonusDialogProps } from './bonus-dialog-props';
import styles from './bonuses.module.css';
import { TitledSection } from '../shared/titled-section';

export type BonusListProps = {
  title: ReactNode;
  bonuses: Bonus[];
  betting: boolean;
};

/**
 * The open bonuses of one kind. Activating asks first: with the burn-bonuses confirm when a bonus of
 * the kind is already active (it would be burned), with bonus-activate otherwise.
 */
export function BonusList({ title, bonuses, betting }: BonusListProps) {
  const dispatch = useDispatch();
  const active = bonuses.find((bonus) => bonus.status === 'active');
  const propsOf = (bonus: Bonus): BonusDialogProps => ({ bonusId: bonus.id, betting, name: bonus.name, amount: bonus.amount });

  const handleActivate = (bonus: Bonus) => {
    const props = active ? { ...propsOf(bonus), activeName: active.name } : propsOf(bonus);
    dispatch(openDialog({ id: active ? BONUS_DIALOG_IDS.burn : BONUS_DIALOG_IDS.activate, type: 'confirm', props }));
  };
  const handleRemove = (bonus: Bonus) => dispatch(openDialog({ id: BONUS_DIALOG_IDS.remove, type: 'confirm', props: propsOf(bonus) }));

  return (
    <TitledSection title={title}>
      <ul className={styles.grid}>
        {bonuses.map((bonus) => (
          <li key={bonus.id}>
            <BonusCard bonus={bonus} onActivate={handleActivate} onRemove={handleRemove} />
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
