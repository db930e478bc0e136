import { Icon, IconButton, type IconName } from '@casino/ui-kit';
import type { ReactNode } from 'react';
import styles from './hint-notice.module.css';

export type HintNoticeProps = {
  icon: IconName;
  /** One sentence. */
  text: string;
  /** The one action: a link or a button. */
  action: ReactNode;
  /** The accessible name of the dismiss button, naming the hint (two hints can be on screen). */
  dismissLabel: string;
  onDismiss: () => void;
};

/** A slim notice at the top of the page (DESIGN.md): an icon, one sentence, one action and a dismiss button; an item of the hints list. */
export function HintNotice({ icon, text, action, dismissLabel, onDismiss }: HintNoticeProps) {
  return (
    <li className={styles['notice']}>
      <Icon name={icon} className={styles['icon']} />
      <p className={styles['text']}>{text}</p>
      <div className={styles['actions']}>
        {action}
        <IconButton icon="close" size="sm" label={dismissLabel} onClick={onDismiss} />
      </div>
    </li>
  );
}
