import { expect, type APIRequestContext } from '@playwright/test';

/**
 * The emulator's own loopback address (playwright.config.ts sets it). Its development routes (outbox, fault switch,
 * chat provider switch) answer there only, to loopback clients: the site's web server never proxies them.
 */
export const EMULATOR_URL = process.env['E2E_EMULATOR_URL'];

/** One development route of the emulator; `request` only carries the call (the routes read no cookie). */
function admin(path: string) {
  if (!EMULATOR_URL) throw new Error('E2E_EMULATOR_URL is not set: run the suite through apps/shell-e2e/playwright.config.ts');
  return `${EMULATOR_URL}/__emulator/${path}`;
}

type OutboxItem = { recipient: string; code: string | null; link: string | null; subject: string; body: string };

/** The newest message the emulator "sent" to a recipient (mail or SMS), once one with a code or a link is there. */
export async function latestOutboxMessage(request: APIRequestContext, recipient: string): Promise<OutboxItem> {
  let item: OutboxItem | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(admin(`outbox?recipient=${encodeURIComponent(recipient)}&limit=1`));
      item = ((await response.json()) as { items: OutboxItem[] }).items[0];
      return item?.code ?? item?.link ?? null;
    })
    .not.toBeNull();
  return item as OutboxItem;
}

/** The newest code the emulator "sent" to a recipient. */
export const outboxCode = async (request: APIRequestContext, recipient: string) => (await latestOutboxMessage(request, recipient)).code as string;

/**
 * One rule of the emulator's fault switch (apps/platform-emulator/src/platform/faults.ts): for the platform
 * methods matching `pattern` (a glob), `kind` latency, status (500, 503, 429 with Retry-After), drop (the
 * connection destroyed), malformed (broken JSON) or error (a section 8 type), for `rate` of the calls.
 */
export type FaultRule = {
  pattern: string;
  kind: 'latency' | 'status' | 'drop' | 'malformed' | 'error';
  latency_ms?: number;
  status?: 500 | 502 | 503 | 429;
  retry_after?: number;
  error_type?: string;
  rate?: number;
};

/** Replaces the emulator's fault rules (the switch is global to the emulator: always clear it after a test). */
export async function setFaults(request: APIRequestContext, rules: FaultRule[]) {
  const response = await request.post(admin('faults'), { data: { rules } });
  expect(response.ok(), await response.text()).toBe(true);
}

let visits = 0;

/**
 * A page address no visitor asked for before (a query the site ignores): the web server keeps a visitor's page for a
 * few seconds, as a CDN in front would, so a fault switched on now is news only for a page rendered after it. A test
 * that breaks the platform and opens a page as a visitor opens it through this, to meet its own fault.
 */
export function freshPage(path: string): string {
  visits += 1;
  return `${path}${path.includes('?') ? '&' : '?'}visit=${Date.now().toString(36)}${visits}`;
}

export async function clearFaults(request: APIRequestContext) {
  const response = await request.delete(admin('faults'));
  expect(response.ok()).toBe(true);
}

/** Names another live-chat provider in support.getsettings (global to the emulator: restore it after the test). */
export async function setChatProvider(request: APIRequestContext, provider: string) {
  const response = await request.put(admin('chat-provider'), { data: { provider } });
  expect(response.ok(), await response.text()).toBe(true);
}

export async function restoreChatProvider(request: APIRequestContext) {
  expect((await request.delete(admin('chat-provider'))).ok()).toBe(true);
}

/**
 * Moves the emulator's clock forward (`"25h"`, `"2m"`): global to the emulator, so a test that moves it uses players of
 * its own and resets it when done (`resetClock`). Sessions idle for an hour end: sign in again after a long move.
 */
export async function advanceClock(request: APIRequestContext, advance: string) {
  const response = await request.post(admin('clock'), { data: { advance } });
  expect(response.ok(), await response.text()).toBe(true);
}

/**
 * Moves the emulator's clock on to its next noon (UTC): limits count calendar days in UTC, so a journey that plays
 * against a daily limit must not cross midnight, whatever the hour the suite runs at. Before the journey's players
 * sign in (a long move ends their sessions); `resetClock` when done.
 */
export async function advanceClockToNoon(request: APIRequestContext) {
  const now = Date.parse(((await (await request.get(admin('clock'))).json()) as { now: string }).now);
  const noon = new Date(now).setUTCHours(12, 0, 0, 0);
  await advanceClock(request, `${(noon > now ? noon : noon + 86_400_000) - now}ms`);
}

export async function resetClock(request: APIRequestContext) {
  expect((await request.delete(admin('clock'))).ok()).toBe(true);
}

/** Answers a player's pending identity-verification applicant as the provider's reviewer would (GREEN verifies). */
export async function reviewApplicant(request: APIRequestContext, login: string, answer: 'GREEN' | 'RED') {
  const response = await request.post(admin('kyc/review'), { data: { login, answer } });
  expect(response.ok(), await response.text()).toBe(true);
}

/** General info's partner switches and inactivity times (global to the emulator: restore them after the test). */
export type GeneralInfoChange = {
  gtm_id?: string | null;
  is_seon_enabled?: boolean;
  user_inactivity_cashier_time?: number | null;
  user_inactivity_pp_time?: number | null;
};

export async function setGeneralInfo(request: APIRequestContext, change: GeneralInfoChange) {
  const response = await request.put(admin('general-info'), { data: change });
  expect(response.ok(), await response.text()).toBe(true);
}

export async function restoreGeneralInfo(request: APIRequestContext) {
  expect((await request.delete(admin('general-info'))).ok()).toBe(true);
}

/** What the platform recorded from browsers, newest first: /hit (with seon_session) or the GTM stand-in's pushes. */
export async function emulatorRecords<Payload>(request: APIRequestContext, kind: 'hit' | 'gtm', limit = 50): Promise<Array<{ payload: Payload }>> {
  const response = await request.get(admin(`records?kind=${kind}&limit=${limit}`));
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { items: Array<{ payload: Payload }> }).items;
}
