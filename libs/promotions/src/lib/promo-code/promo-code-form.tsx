import { useActivateOfferMutation, useCheckPromocodeMutation } from '@casino/api-client';
import { usePromoCodeFailure, usePromoCodeTexts } from '@casino/cms-client';
import type { PromoCodeResult } from '@casino/platform-contract';
import { useIsAuthenticated } from '@casino/session';
import { Button, Card, FormSubmitError, FormTextField, Note, openDialog } from '@casino/ui-kit';
import type { FormApi, SubmissionErrors } from 'final-form';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { suppressesPromoCodePopup } from './promo-code-popup';
import { descriptionText } from '../shared/offer-model';
import { PROMO_CODE_ACTIVATED_DIALOG } from './promo-code-activated-dialog-id';
import { codeValidMessage, promoCodeMessages as m } from './promo-code.messages';
import styles from './promo-code-form.module.css';

type Values = { promo_code?: string };

/** A code checked by a visitor: what it unlocks, waiting for a sign-in to be activated. */
type Checked = { code: string; title: string };

const FIELD = 'promo_code';

/**
 * The promo code form (SPEC.md 5, 7.2). A signed-in player activates the code (campaigns.activateOffer) and
 * sees the promo-code-activated popup; a visitor checks it (campaigns.checkPromocode) and is asked to sign in.
 * A rejected code shows the mapped message under the field and keeps what was typed; a check that did not reach the
 * platform says so as the form's error. The analytics event of an unknown code is sent by the session middleware,
 * which watches both calls.
 */
export function PromoCodeForm() {
  const intl = useIntl();
  const dispatch = useDispatch();
  const { pathname } = useLocation();
  const signedIn = useIsAuthenticated();
  const texts = usePromoCodeTexts();
  const failure = usePromoCodeFailure(FIELD);
  const [activate] = useActivateOfferMutation();
  const [check] = useCheckPromocodeMutation();
  const [checked, setChecked] = useState<Checked | null>(null);

  const titleOf = (result: PromoCodeResult) => descriptionText(result.offer.description, 'title') ?? '';

  const handleSubmit = async (values: Values, form: FormApi<Values>): Promise<SubmissionErrors | undefined> => {
    const code = values.promo_code?.trim() ?? '';
    setChecked(null);
    if (!code) return { [FIELD]: texts.INVALID };
    const result = signedIn ? await activate({ promo_code: code }) : await check({ promo_code: code });
    if (result.error !== undefined) return failure(result.error);
    if (!signedIn) {
      setChecked({ code, title: titleOf(result.data) });
      return undefined;
    }
    // The deposit page confirms a code in its own form (SPEC.md 2.4); everywhere else the popup does.
    if (!suppressesPromoCodePopup(pathname)) {
      dispatch(openDialog({ id: PROMO_CODE_ACTIVATED_DIALOG, props: { status: result.data.status ?? 'activated', offer: result.data.offer } }));
    }
    form.reset();
    return undefined;
  };

  const handleSignIn = () => dispatch(openDialog({ id: 'auth', props: { mode: 'login' } }));

  return (
    <Card title={intl.formatMessage(m.title)} subtitle={intl.formatMessage(m.hint)} headingLevel={2}>
      <Form<Values> onSubmit={handleSubmit}>
        {({ handleSubmit: submit, submitting }) => (
          <form onSubmit={(event) => void submit(event)} noValidate aria-label={intl.formatMessage(m.title)} className={styles['form']}>
            <FormTextField name={FIELD} label={intl.formatMessage(m.label)} autoComplete="off" autoCapitalize="characters" spellCheck={false} />
            <Button type="submit" loading={submitting} className={styles['submit']}>
              {intl.formatMessage(signedIn ? m.activate : m.check)}
            </Button>
            <FormSubmitError />
          </form>
        )}
      </Form>
      {checked && !signedIn && (
        <div className={styles['checked']}>
          <Note tone="success" role="status">
            <p>{intl.formatMessage(codeValidMessage, checked)}</p>
            <Button variant="secondary" size="sm" onClick={handleSignIn}>
              {intl.formatMessage(m.signIn)}
            </Button>
          </Note>
        </div>
      )}
    </Card>
  );
}
