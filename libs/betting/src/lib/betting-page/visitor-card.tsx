import { Button, Icon, openDialog } from '@casino/ui-kit';
import { useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import { bettingPageMessages as m } from './betting.messages';
import styles from './betting-aside.module.css';

/** What a visitor sees beside the sportsbook: why to sign in, and the two ways to do it. */
export function VisitorCard() {
  const intl = useIntl();
  const dispatch = useDispatch();
  const open = (mode: 'login' | 'register') => dispatch(openDialog({ id: 'auth', props: { mode } }));
  return (
    <section aria-labelledby="betting-visitor-title" className={`${styles['panel']} ${styles['visitor']}`}>
      <span className={styles['visitorIcon']}>
        <Icon name="trophy" size="lg" />
      </span>
      <h2 id="betting-visitor-title" className={styles['panelTitle']}>
        {intl.formatMessage(m.visitorTitle)}
      </h2>
      <p className={styles['muted']}>{intl.formatMessage(m.visitorDescription)}</p>
      <div className={styles['actions']}>
        <Button onClick={() => open('register')}>{intl.formatMessage(m.signUp)}</Button>
        <Button variant="secondary" onClick={() => open('login')}>
          {intl.formatMessage(m.signIn)}
        </Button>
      </div>
    </section>
  );
}
