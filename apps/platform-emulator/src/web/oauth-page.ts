import type { FastifyInstance } from 'fastify';
import type { EmulatorConfig } from '../config';
import type { Db } from '../db/database';
import { sql } from '../db/sql';
import { DEFAULT_CURRENCY } from '../methods/general';
import { startSession } from '../platform/session';
import { createAccount, randomPassword } from '../services/accounts';
import { escapeHtml, page, safeSitePath } from './html';

type OauthQuery = { service?: string; redirect_url?: string; type_auth?: string };

/**
 * Social sign-in (SPEC.md 7.4): /oauth/init shows a consent page for the named service; confirming signs
 * the player in (creating the account on first use, with registration still to complete) and returns to
 * the site path in redirect_url. Nothing is fetched from the real provider.
 */
export function registerOauthPage(app: FastifyInstance, db: Db, _config: EmulatorConfig) {
  app.get<{ Querystring: OauthQuery }>('/oauth/init', async (request, reply) => {
    const service = (request.query.service ?? '').replace(/[^a-z]/gi, '').toLowerCase();
    if (!service) return reply.code(400).type('text/html').send(page('Sign-in', '<h1>Missing service</h1>'));
    const back = safeSitePath(request.query.redirect_url);
    const typeAuth = request.query.type_auth === 'register' ? 'register' : 'login';
    const query = new URLSearchParams({ service, redirect_url: back, type_auth: typeAuth }).toString();
    const name = service[0]?.toUpperCase() + service.slice(1);
    const body = `<h1>Continue with ${escapeHtml(name)}</h1>
      <p>Emulated ${escapeHtml(name)} account. The casino will receive your name and email address.</p>
      <form method="post" action="/oauth/init/confirm?${escapeHtml(query)}">
        <label>Email<input name="email" type="email" required autocomplete="email" value="player.${escapeHtml(service)}@example.com"></label>
        <label>Name<input name="name" autocomplete="name" value="${escapeHtml(name)} Player"></label>
        <div class="actions"><button type="submit" class="primary">Allow and continue</button>
        <a class="button" href="${escapeHtml(back)}${back.includes('?') ? '&' : '?'}oauth=cancel">Cancel</a></div>
      </form>`;
    return reply.type('text/html').header('cache-control', 'no-store').send(page(`Sign in with ${name}`, body));
  });

  app.post<{ Querystring: OauthQuery; Body: Record<string, string> | undefined }>('/oauth/init/confirm', async (request, reply) => {
    const service = (request.query.service ?? '').replace(/[^a-z]/gi, '').toLowerCase();
    const email = (request.body?.['email'] ?? '').trim().toLowerCase();
    const back = safeSitePath(request.query.redirect_url);
    if (!service || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return reply.code(400).type('text/html').send(page('Sign-in', '<h1>A valid email is needed</h1>'));
    const externalId = `${service}:${email}`;
    const existing = sql(db, 'SELECT id FROM accounts WHERE external_id = ? OR login = ?').get(externalId, email) as { id: number } | undefined;
    const id =
      existing?.id ??
      createAccount(db, {
        login: email,
        password: randomPassword(),
        currency: DEFAULT_CURRENCY,
        locale: 'en',
        fakename: null,
        registrationType: 'social',
        externalId,
        // A social player still chooses the currency (account.setCurrency) to complete registration.
        completed: false,
        email,
      });
    startSession(db, request, reply, id);
    return reply.redirect(`${back}${back.includes('?') ? '&' : '?'}oauth=success`, 303);
  });
}
