import { PageHead } from '@casino/routing';
import { useIntl } from 'react-intl';
import { Icon } from './icon';
import { iconNames } from './icon-names';
import { iconMessages } from './icon.messages';
import styles from './icons-page.module.css';

/** The internal `/_icons` page: every icon of the sprite with its name, for designers and developers. */
export function IconsPage() {
  const intl = useIntl();
  const title = intl.formatMessage(iconMessages.pageTitle);
  return (
    <section className={styles.page}>
      <PageHead title={title} />
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.lead}>{intl.formatMessage(iconMessages.pageDescription, { count: iconNames.length })}</p>
      <ul className={styles.grid}>
        {iconNames.map((name) => (
          <li key={name} className={styles.cell}>
            <Icon name={name} size="lg" />
            <code className={styles.name}>{name}</code>
          </li>
        ))}
      </ul>
    </section>
  );
}
