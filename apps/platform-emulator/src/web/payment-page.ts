import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { nowIso, sql } from '../db/sql';
import { moneyOf } from '../methods/account-view';
import { readSessionAccountId } from '../platform/session';
import { grantOffer, type OfferRow } from '../services/bonus';
import { adjustBalance } from '../services/wallet';
import { toLocale } from '../content/texts';
import { escapeHtml, localePrefix, page } from './html';
import { siteRedirectPath } from './redirect-target';

type DepositRow = { id: number; account_id: number; status: string; amount: number; currency: string; method: string; campaign_offer_id: number | null; locale: string };

export const PAYMENT_OUTCOMES = { approve: 'success', decline: 'failed', cancel: 'canceled', pending: 'pending' } as const;
export type PaymentOutcome = keyof typeof PAYMENT_OUTCOMES;
const RESULT_PAGE = { success: 'paysuccess', failed: 'payfail', canceled: 'paycancel', pending: 'paypending' } as const;

/**
 * Settles a pending deposit: approved money reaches the main balance, and the deposit offer (chosen on
 * the deposit or taken with a promo code before) grants its bonus.
 */
export function settleDeposit(db: Db, row: DepositRow, outcome: PaymentOutcome) {
  const status = PAYMENT_OUTCOMES[outcome];
  if (row.status !== 'pending' || status === 'pending') return;
  db.transaction(() => {
    sql(db, 'UPDATE transactions SET status = ?, updated_at = ? WHERE id = ?').run(status, nowIso(db), row.id);
    if (status !== 'success') return;
    adjustBalance(db, row.account_id, 'balance_main', row.amount);
    const offer = (
      row.campaign_offer_id
        ? sql(db, 'SELECT * FROM offers WHERE id = ?').get(row.campaign_offer_id)
        : sql(db, "SELECT o.* FROM offers o JOIN account_offers ao ON ao.offer_id = o.id WHERE ao.account_id = ? AND ao.status = 'taken' AND o.action = 'deposit' ORDER BY ao.created_at DESC LIMIT 1").get(row.account_id)
    ) as OfferRow | undefined;
    if (offer && offer.action === 'deposit' && row.amount >= offer.min_deposit) {
      grantOffer(db, row.account_id, offer, row.amount);
      sql(db, "INSERT INTO account_offers (account_id, offer_id, status, created_at) VALUES (?, ?, 'activated', ?) ON CONFLICT DO UPDATE SET status = 'activated'").run(row.account_id, offer.id, nowIso(db));
    }
  })();
}

/** The emulated payment page of cashier.makedeposit: approve, decline, cancel or leave pending. */
export function registerPaymentPage(app: FastifyInstance, db: Db) {
  const load = (id: string) => sql(db, "SELECT * FROM transactions WHERE id = ? AND type = 'deposit'").get(Number(id)) as DepositRow | undefined;

  app.get<{ Params: { id: string } }>('/platform/pay/:id', async (request, reply) => {
    const row = load(request.params.id);
    if (!row || readSessionAccountId(db, request) !== row.account_id) return reply.code(404).type('text/html').send(page('Payment not found', '<h1>Payment not found</h1>'));
    const money = moneyOf(row.amount, row.currency);
    const amount = `${money.amount.toFixed(2)} ${money.currency}`;
    const open = row.status === 'pending';
    const button = (action: PaymentOutcome, label: string, kind = '') =>
      `<form method="post" action="/platform/pay/${row.id}/${action}"><button type="submit" class="${kind}" style="width:100%">${label}</button></form>`;
    const body = `<h1>Emulated payment</h1>
      <p>This page stands in for the payment provider. Choose how the payment ends.</p>
      <dl><dt>Payment</dt><dd>#${row.id}</dd><dt>Method</dt><dd>${escapeHtml(row.method)}</dd><dt>Amount</dt><dd>${escapeHtml(amount)}</dd><dt>Status</dt><dd>${escapeHtml(row.status)}</dd></dl>
      ${open ? `<div class="actions">${button('approve', 'Approve payment', 'primary')}${button('decline', 'Decline', 'danger')}${button('cancel', 'Cancel')}${button('pending', 'Leave pending')}</div>` : '<p>This payment is already settled.</p>'}`;
    return reply.type('text/html').header('cache-control', 'no-store').send(page(`Payment #${row.id}`, body));
  });

  app.post<{ Params: { id: string; action: string } }>('/platform/pay/:id/:action', async (request, reply) => {
    const row = load(request.params.id);
    if (!row || readSessionAccountId(db, request) !== row.account_id) return reply.code(404).type('text/html').send(page('Payment not found', '<h1>Payment not found</h1>'));
    const action = request.params.action as PaymentOutcome;
    if (!(action in PAYMENT_OUTCOMES)) return reply.code(400).type('text/html').send(page('Unknown action', '<h1>Unknown action</h1>'));
    settleDeposit(db, row, action);
    const status = (load(request.params.id) as DepositRow).status as keyof typeof RESULT_PAGE;
    // SPEC.md 2.1 has no /cashier/paycancel/{transaction}: a cancelled payment returns to /cashier/paycancel.
    const transaction = status === 'canceled' ? '' : `/${row.id}`;
    // The locale was stored with the deposit (return_locale); only a site locale becomes a prefix, and the target is
    // checked like every redirect of the platform.
    return reply.redirect(siteRedirectPath(`${localePrefix(toLocale(row.locale))}/cashier/${RESULT_PAGE[status]}${transaction}`), 303);
  });
}
