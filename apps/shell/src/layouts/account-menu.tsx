import type { AccountInfo } from '@casino/platform-contract';
import { useSignOut } from '@casino/auth';
import { useFormatters } from '@casino/i18n';
import { useLocalizedPath } from '@casino/routing';
import { Icon, Menu } from '@casino/ui-kit';
import { ACCOUNT_LINKS, accountActionMessages, accountMessages } from '@casino/app-frame';
import { FormattedMessage, useIntl } from 'react-intl';
import styles from './account-menu.module.css';

export type AccountMenuProps = { account: AccountInfo };

/** The header's account menu (DESIGN.md: every account page within two clicks): the balance, every account page, sign-out. */
export function AccountMenu({ account }: AccountMenuProps) {
  const intl = useIntl();
  const path = useLocalizedPath();
  const { formatMoney } = useFormatters();
  const { signOut, isLoading: signingOut } = useSignOut();
  const label = intl.formatMessage(accountMessages.menu);
  const name = account.fakename ?? account.login;
  const items = [
    ...ACCOUNT_LINKS.map((link) => ({
      key: link.key,
      icon: link.icon,
      label: <FormattedMessage {...link.label} />,
      to: path(link.route, link.hash ? { hash: link.hash } : {}),
    })),
    { key: 'sign-out', icon: 'logout' as const, label: <FormattedMessage {...accountActionMessages.signOut} />, onSelect: () => void signOut(), disabled: signingOut },
  ];
  return (
    <Menu
      label={label}
      triggerClassName={styles['trigger']}
      trigger={
        <>
          <Icon name="user" />
          <span className={styles['triggerText']}>{label}</span>
          <Icon name="chevron-down" size="sm" />
        </>
      }
      header={
        <span className={styles['summary']}>
          {name && <span className={styles['name']}>{name}</span>}
          <span className={styles['balanceLabel']}>
            <FormattedMessage {...accountActionMessages.balance} />
          </span>
          <span className={styles['balance']}>{formatMoney(account.balance_main.amount, account.balance_main.currency)}</span>
        </span>
      }
      items={items}
    />
  );
}
