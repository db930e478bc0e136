import type { FaultRule } from './emulator';

export type FaultKind = {
  name: string;
  rule: Omit<FaultRule, 'pattern'>;
  /**
   * The emulator answers its 503 with an ApplicationUnavailableException body: SPEC.md 8 makes that the
   * maintenance page (503), whose button loads the site again. Every other fault is an ordinary failure the
   * page must show in place, with a retry, keeping the layout (and the player's input) around it.
   */
  maintenance: boolean;
};

/** The failures of the fault suite, each as one emulator rule (see apps/platform-emulator/README.md). */
export const FAILURES: FaultKind[] = [
  { name: 'HTTP 500', rule: { kind: 'status', status: 500 }, maintenance: false },
  { name: 'HTTP 503 (ApplicationUnavailable body)', rule: { kind: 'status', status: 503 }, maintenance: true },
  // A short Retry-After keeps the automatic retries of reads (which honour it) within the test's time.
  { name: 'HTTP 429 with Retry-After', rule: { kind: 'status', status: 429, retry_after: 1 }, maintenance: false },
  { name: 'a dropped connection', rule: { kind: 'drop' }, maintenance: false },
  { name: 'malformed JSON', rule: { kind: 'malformed' }, maintenance: false },
];

export const SLOW_ANSWER_MS = 5_000;
export const SLOW: Omit<FaultRule, 'pattern'> = { kind: 'latency', latency_ms: SLOW_ANSWER_MS };
