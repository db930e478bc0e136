import type { FastifyInstance, FastifyReply } from 'fastify';
import * as v from 'valibot';
import { password as passwordRule } from '@casino/platform-contract/requests';
import { t, toLocale, type TextKey } from '../content/texts';
import type { EmulatorConfig } from '../config';
import type { Db } from '../db/database';
import type { Limits } from '../platform/limits';
import { accountOfResetToken, completePasswordReset, RESET_PAGE_PATH } from '../services/password-reset';
import { escapeHtml, localePrefix, page } from './html';

type ResetBody = { password?: string; repeat_password?: string } | undefined;

/**
 * The platform's password reset page, where the link of auth.restore's mail leads (on the site's own origin: the
 * web server proxies /platform). A same-origin form sets the new password under the password rule of SPEC.md 5
 * (the contract's `password`); the link then stops working and every session of the account ends. The page speaks
 * the account's locale and leaks the token to nobody (no-store, referrer to the site only, nothing loaded from elsewhere;
 * no-referrer would make the browser send `Origin: null` with the form, which the origin check refuses).
 */
export function registerPasswordResetPage(app: FastifyInstance, db: Db, _config: EmulatorConfig, limits: Limits) {
  const send = (reply: FastifyReply, status: number, locale: string, title: string, body: string) =>
    reply
      .code(status)
      .type('text/html')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'same-origin')
      .send(page(title, body, locale));

  const expired = (reply: FastifyReply, locale: string) => {
    const text = (key: TextKey) => escapeHtml(t(key, locale));
    return send(
      reply,
      404,
      locale,
      t('reset.expiredTitle', locale),
      `<h1>${text('reset.expiredTitle')}</h1><p>${text('reset.expiredText')}</p>
      <div class="actions"><a class="button" href="${localePrefix(toLocale(locale))}/forms/sign_in">${text('reset.signIn')}</a></div>`,
    );
  };

  const form = (reply: FastifyReply, status: number, token: string, account: { login: string; locale: string }, error: TextKey | null) => {
    const { locale } = account;
    const text = (key: TextKey) => escapeHtml(t(key, locale));
    return send(
      reply,
      status,
      locale,
      t('reset.title', locale),
      `<h1>${text('reset.title')}</h1>
      <p>${escapeHtml(t('reset.intro', locale, { login: account.login }))}</p>
      <form method="post" action="${RESET_PAGE_PATH}/${escapeHtml(token)}">
        <label>${text('reset.password')}<input name="password" type="password" required minlength="6" maxlength="20" autocomplete="new-password" aria-describedby="rules"></label>
        <p id="rules">${text('reset.rules')}</p>
        <label>${text('reset.repeat')}<input name="repeat_password" type="password" required minlength="6" maxlength="20" autocomplete="new-password"></label>
        ${error ? `<p role="alert" class="error">${text(error)}</p>` : ''}
        <div class="actions"><button type="submit" class="primary">${text('reset.submit')}</button></div>
      </form>`,
    );
  };

  app.get<{ Params: { token: string } }>(`${RESET_PAGE_PATH}/:token`, async (request, reply) => {
    const account = accountOfResetToken(db, request.params.token);
    return account ? form(reply, 200, request.params.token, account, null) : expired(reply, 'en');
  });

  app.post<{ Params: { token: string }; Body: ResetBody }>(`${RESET_PAGE_PATH}/:token`, async (request, reply) => {
    const { token } = request.params;
    const account = accountOfResetToken(db, token);
    if (!account) return expired(reply, 'en');
    const parsed = v.safeParse(passwordRule, request.body?.password ?? '');
    if (!parsed.success) return form(reply, 400, token, account, 'reset.invalidPassword');
    if (parsed.output !== request.body?.repeat_password?.trim()) return form(reply, 400, token, account, 'reset.mismatch');
    const done = await completePasswordReset(db, token, parsed.output);
    if (!done) return expired(reply, account.locale);
    // Whoever reset the password proved they read the mail: the login's wrong-password count starts again.
    limits.passwordPerLogin.clear(done.login.toLowerCase());
    const text = (key: TextKey) => escapeHtml(t(key, done.locale));
    return send(
      reply,
      200,
      done.locale,
      t('reset.doneTitle', done.locale),
      `<h1>${text('reset.doneTitle')}</h1><p role="status">${text('reset.doneText')}</p>
      <div class="actions"><a class="button" href="${localePrefix(toLocale(done.locale))}/forms/sign_in">${text('reset.signIn')}</a></div>`,
    );
  });
}
