import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { EmulatorConfig } from '../config';
import { clockNow } from '../db/clock';
import type { Db } from '../db/database';
import { NO_PASSWORD, verifyPassword } from '../db/password';
import { sql } from '../db/sql';
import { DEFAULT_CURRENCY } from '../methods/general';
import { clientAddress } from '../platform/client';
import { PlatformFault } from '../platform/fault';
import { limitPasswordCheck, type Limits } from '../platform/limits';
import { startSession } from '../platform/session';
import { createAccount } from '../services/accounts';
import { accountOfIdentity, linkIdentity, type Identity } from '../services/identities';
import { checkCode, resendSeconds, sendCode } from '../services/outbox';
import { escapeHtml, page } from './html';
import { siteRedirectPath, withQueryParam } from './redirect-target';

type OauthQuery = { service?: string; redirect_url?: string; type_auth?: string };
type ConfirmBody = { email?: string; name?: string; password?: string; link?: string; code?: string };
type OwnerRow = { id: number; login: string; password_hash: string; status: string; two_factor_auth: number; locale: string };

/** An identity waiting for the two-factor code of the account it is being linked to. */
type PendingLink = { identity: Identity; email: string; accountId: number; login: string; expiresAt: number };
const PENDING_LINK_MS = 10 * 60_000;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const serviceOf = (query: OauthQuery) => (query.service ?? '').replace(/[^a-z]/gi, '').toLowerCase().slice(0, 30);
const titleOf = (service: string) => `${service[0]?.toUpperCase() ?? ''}${service.slice(1)}`;

/**
 * Social sign-in (SPEC.md 7.4): /oauth/init shows the emulated provider's consent page for the named service; the
 * provider names its user by the address typed there. Confirming signs in with that provider identity (a record of
 * its own, `identities`):
 * - an identity already linked signs into its account;
 * - a new identity whose email is no account's login creates a social account (registration still to complete);
 * - a new identity whose email is the login of an existing account is linked to it only with that account's
 *   password (and its two-factor code when two-factor is on); an account without a password (made through another
 *   provider) is not linked, and the page says how to sign in instead. An email alone never opens an account.
 * Every target (redirect_url, Cancel) is a path of the site; confirming needs a form of the site's own origin.
 */
export function registerOauthPage(app: FastifyInstance, db: Db, _config: EmulatorConfig, limits: Limits) {
  const pending = new Map<string, PendingLink>();

  const confirmAction = (query: OauthQuery) => {
    const params = new URLSearchParams({
      service: serviceOf(query),
      redirect_url: siteRedirectPath(query.redirect_url),
      type_auth: query.type_auth === 'register' ? 'register' : 'login',
    });
    return `/oauth/init/confirm?${params}`;
  };
  const cancelLink = (query: OauthQuery) => `<a class="button" href="${escapeHtml(withQueryParam(siteRedirectPath(query.redirect_url), 'oauth', 'cancel'))}">Cancel</a>`;
  const html = (reply: FastifyReply, status: number, title: string, body: string) =>
    reply.code(status).type('text/html').header('cache-control', 'no-store').send(page(title, body));

  const linkPage = (reply: FastifyReply, query: OauthQuery, email: string, name: string, message: string | null, status = 200) => {
    const service = titleOf(serviceOf(query));
    return html(
      reply,
      status,
      `Link ${service}`,
      `<h1>This email already has an account</h1>
      <p>${escapeHtml(email)} signs in to the casino with a password. Enter it to link your ${escapeHtml(service)} sign-in to that account.</p>
      ${message ? `<p role="alert" class="error">${escapeHtml(message)}</p>` : ''}
      <form method="post" action="${escapeHtml(confirmAction(query))}">
        <input type="hidden" name="email" value="${escapeHtml(email)}"><input type="hidden" name="name" value="${escapeHtml(name)}">
        <label>Casino password<input name="password" type="password" required autocomplete="current-password"></label>
        <div class="actions"><button type="submit" class="primary">Link and sign in</button>${cancelLink(query)}</div>
      </form>`,
    );
  };

  const codePage = (reply: FastifyReply, query: OauthQuery, link: string, message: string | null, status = 200) =>
    html(
      reply,
      status,
      'Two-factor code',
      `<h1>Enter your two-factor code</h1>
      <p>The account has two-factor sign-in on: we sent a code to its email.</p>
      ${message ? `<p role="alert" class="error">${escapeHtml(message)}</p>` : ''}
      <form method="post" action="${escapeHtml(confirmAction(query))}">
        <input type="hidden" name="link" value="${escapeHtml(link)}">
        <label>Code<input name="code" inputmode="numeric" pattern="[0-9]{6}" maxlength="6" required autocomplete="one-time-code"></label>
        <div class="actions"><button type="submit" class="primary">Link and sign in</button>${cancelLink(query)}</div>
      </form>`,
    );

  const refusal = (reply: FastifyReply, query: OauthQuery, status: number, heading: string, text: string) =>
    html(reply, status, 'Sign-in', `<h1>${escapeHtml(heading)}</h1><p>${escapeHtml(text)}</p><div class="actions">${cancelLink(query)}</div>`);

  const signInAndReturn = (request: FastifyRequest, reply: FastifyReply, query: OauthQuery, accountId: number) => {
    try {
      startSession(db, request, reply, accountId);
    } catch (error) {
      // A time-out, a self-exclusion or used-up session time: the page says until when, in the platform's words.
      if (!(error instanceof PlatformFault) || error.type !== 'AuthorizationException') throw error;
      return refusal(reply, query, 403, 'You cannot sign in now', error.detail ?? 'Try again later.');
    }
    return reply.redirect(withQueryParam(siteRedirectPath(query.redirect_url), 'oauth', 'success'), 303);
  };

  app.get<{ Querystring: OauthQuery }>('/oauth/init', async (request, reply) => {
    const service = serviceOf(request.query);
    if (!service) return html(reply, 400, 'Sign-in', '<h1>Missing service</h1>');
    const name = titleOf(service);
    return html(
      reply,
      200,
      `Sign in with ${name}`,
      `<h1>Continue with ${escapeHtml(name)}</h1>
      <p>Emulated ${escapeHtml(name)} account. The casino will receive your name and email address.</p>
      <form method="post" action="${escapeHtml(confirmAction(request.query))}">
        <label>Email<input name="email" type="email" required autocomplete="email" value="player.${escapeHtml(service)}@example.com"></label>
        <label>Name<input name="name" autocomplete="name" value="${escapeHtml(name)} Player"></label>
        <div class="actions"><button type="submit" class="primary">Allow and continue</button>${cancelLink(request.query)}</div>
      </form>`,
    );
  });

  /** The code step of linking an identity to a two-factor account. */
  const confirmCode = (request: FastifyRequest, reply: FastifyReply, query: OauthQuery, token: string, code: string) => {
    const link = pending.get(token);
    if (!link || link.expiresAt < clockNow(db)) {
      pending.delete(token);
      return refusal(reply, query, 400, 'This sign-in has expired', 'Start again from the casino.');
    }
    const check = /^\d{6}$/.test(code) ? checkCode(db, link.accountId, 'two_factor_login', link.login, code) : 'invalid';
    if (check === 'invalid') return codePage(reply, query, token, 'The code is invalid. Check it and try again.', 400);
    if (check !== 'ok') {
      pending.delete(token);
      return refusal(reply, query, 400, 'The code has expired', 'Start again from the casino to get a new code.');
    }
    pending.delete(token);
    if (!accountOfIdentity(db, link.identity)) linkIdentity(db, link.identity, link.accountId, link.email);
    return signInAndReturn(request, reply, query, link.accountId);
  };

  app.post<{ Querystring: OauthQuery; Body: ConfirmBody | undefined }>('/oauth/init/confirm', async (request, reply) => {
    const query = request.query;
    const body = request.body ?? {};
    const service = serviceOf(query);
    if (!service) return html(reply, 400, 'Sign-in', '<h1>Missing service</h1>');
    if (body.link) return confirmCode(request, reply, query, body.link, (body.code ?? '').trim());

    const email = (body.email ?? '').trim().toLowerCase();
    const name = (body.name ?? '').trim().slice(0, 100);
    if (email.length > 254 || !EMAIL.test(email)) return html(reply, 400, 'Sign-in', '<h1>A valid email is needed</h1>');
    const identity: Identity = { provider: service, externalId: email };

    const linked = accountOfIdentity(db, identity);
    if (linked) {
      const status = (sql(db, 'SELECT status FROM accounts WHERE id = ?').get(linked) as { status: string }).status;
      if (status !== 'active') return refusal(reply, query, 403, 'This account is closed', 'Contact support to know more.');
      return signInAndReturn(request, reply, query, linked);
    }

    const owner = sql(db, 'SELECT id, login, password_hash, status, two_factor_auth, locale FROM accounts WHERE login = ?').get(email) as OwnerRow | undefined;
    if (!owner) {
      const id = db.transaction(() => {
        const created = createAccount(db, {
          login: email,
          passwordHash: NO_PASSWORD,
          currency: DEFAULT_CURRENCY,
          locale: 'en',
          fakename: null,
          registrationType: 'social',
          // A social player still chooses the currency (account.setCurrency) to complete registration.
          completed: false,
          email,
        });
        linkIdentity(db, identity, created, email);
        return created;
      })();
      return signInAndReturn(request, reply, query, id);
    }

    // The email is the login of an existing account: only its own credentials may link this identity to it.
    if (owner.status !== 'active' || owner.password_hash === NO_PASSWORD) {
      return refusal(
        reply,
        query,
        409,
        'This email already has an account',
        `It cannot be linked to ${titleOf(service)} here. Sign in to it the way you signed up, or with your password after resetting it from the sign-in form.`,
      );
    }
    if (body.password === undefined || body.password === '') return linkPage(reply, query, email, name, null);
    let ok: boolean;
    try {
      ok = await limitPasswordCheck(limits, owner.login, clientAddress(request), () => verifyPassword(String(body.password).slice(0, 200), owner.password_hash));
    } catch (error) {
      if (!(error instanceof PlatformFault) || error.retryAfter === undefined) throw error;
      reply.header('retry-after', String(error.retryAfter));
      return linkPage(reply, query, email, name, `Too many wrong passwords. Try again in ${error.retryAfter} seconds.`, 429);
    }
    if (!ok) return linkPage(reply, query, email, name, 'Wrong password.', 400);

    if (owner.two_factor_auth === 1) {
      const token = randomBytes(24).toString('base64url');
      pending.set(token, { identity, email, accountId: owner.id, login: owner.login, expiresAt: clockNow(db) + PENDING_LINK_MS });
      if (resendSeconds(db, owner.id, 'two_factor_login', owner.login) === 0) {
        try {
          sendCode(db, owner.id, 'two_factor_login', owner.login, owner.login, owner.locale);
        } catch (error) {
          if (!(error instanceof PlatformFault) || error.retryAfter === undefined) throw error;
          return refusal(reply, query, 429, 'Too many codes', `Try again in ${error.retryAfter} seconds.`);
        }
      }
      return codePage(reply, query, token, null);
    }
    linkIdentity(db, identity, owner.id, email);
    return signInAndReturn(request, reply, query, owner.id);
  });
}
