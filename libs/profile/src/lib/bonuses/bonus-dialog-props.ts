import type { Money } from '@casino/platform-contract';

/**
 * What the bonus dialogs ('bonus-activate', 'burn-bonuses', 'bonus-remove', 'betting-bonus-activated')
 * receive as props: plain data, as the dialog stack keeps it in Redux.
 */
export type BonusDialogProps = {
  bonusId: number | string;
  /** A betting bonus (BettingBonuses.*) rather than a casino one (bonuses.*). */
  betting: boolean;
  name: string;
  amount: Money;
  /** burn-bonuses: the name of the active bonus that activating this one burns. */
  activeName?: string;
};

export const BONUS_DIALOG_IDS = {
  activate: 'bonus-activate',
  burn: 'burn-bonuses',
  remove: 'bonus-remove',
  bettingActivated: 'betting-bonus-activated',
} as const;
