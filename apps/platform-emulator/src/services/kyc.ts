import { createHash, randomBytes } from 'node:crypto';
import type { EmulatorConfig } from '../config';
import { clockNow } from '../db/clock';
import type { Db } from '../db/database';
import { nowIso, sql } from '../db/sql';

/**
 * The identity-verification provider as the emulator plays it (Sumsub: an applicant per player, access tokens for
 * its WebSDK, documents, a review). The platform calls (verification.createApplicant, verification.getAccessToken)
 * and the WebSDK frame's stand-in (web/kyc) share this; the development route /__emulator/kyc/review gives the
 * reviewer's answer. Review statuses and answers are Sumsub's: init -> pending -> completed, with
 * reviewResult.reviewAnswer GREEN or RED (reviewRejectType RETRY: send new documents; FINAL: no further attempt).
 */

export const LEVEL_NAME = 'basic-kyc-level';
/** An access token lives 10 minutes (Sumsub's default ttlInSecs is 600); the SDK asks for a new one through the site. */
export const ACCESS_TOKEN_TTL_MS = 10 * 60_000;
/** The token prefix Sumsub's WebSDK reads its base URL from (`_act-sbx-jwt-` for a sandbox, `_act-jwt-` live). */
export const ACCESS_TOKEN_PREFIX = '_act-sbx-jwt-';
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
/** Documents per attempt: a passport page, both sides of a card, a retake or two. */
export const DOCUMENTS_PER_ATTEMPT = 10;
export const DOCUMENT_TYPES = ['PASSPORT', 'ID_CARD', 'DRIVERS'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export type ReviewAnswer = 'GREEN' | 'RED';
export type RejectType = 'RETRY' | 'FINAL';

type ApplicantRow = {
  account_id: number;
  applicant_id: string;
  created_at: string;
  review_status: 'init' | 'pending' | 'completed';
  review_answer: ReviewAnswer | null;
  reject_type: RejectType | null;
  moderation_comment: string | null;
  submitted_at: string | null;
  reviewed_at: string | null;
};

export type Applicant = ApplicantRow & { attempt: number };

/** Why a frame call was refused: the HTTP status and a Sumsub-like error `{ code, error }`. */
export class KycError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const attemptOf = (db: Db, applicantId: string) =>
  (sql(db, 'SELECT COUNT(*) AS n FROM verification_attempts WHERE applicant_id = ?').get(applicantId) as { n: number }).n + 1;

export function applicantOf(db: Db, accountId: number): Applicant | undefined {
  const row = sql(db, 'SELECT * FROM verification WHERE account_id = ?').get(accountId) as ApplicantRow | undefined;
  return row && { ...row, attempt: attemptOf(db, row.applicant_id) };
}

export const applicantById = (db: Db, applicantId: string): Applicant | undefined => {
  const row = sql(db, 'SELECT * FROM verification WHERE applicant_id = ?').get(applicantId) as ApplicantRow | undefined;
  return row && { ...row, attempt: attemptOf(db, row.applicant_id) };
};

/** verification.createApplicant: the player's applicant, made once. Documents requested; nothing is on review yet. */
export function createApplicant(db: Db, accountId: number): Applicant {
  const existing = applicantOf(db, accountId);
  if (existing) return existing;
  sql(db, "INSERT INTO verification (account_id, applicant_id, created_at, review_status) VALUES (?, ?, ?, 'init')").run(
    accountId,
    randomBytes(12).toString('hex'),
    nowIso(db),
  );
  return applicantOf(db, accountId) as Applicant;
}

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
const base64Json = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

/**
 * An access token for the WebSDK, in the form the SDK reads its base URL from: `_act-sbx-jwt-` then dot-separated
 * base64 parts, one a JSON object with `url` (here EMULATOR_KYC_BASE_URL), and a random secret. The site launches the
 * SDK with the token alone, so the same code reaches Sumsub in production. Only its hash is kept.
 */
export function issueAccessToken(db: Db, config: EmulatorConfig, applicant: Applicant, externalActionId: string | undefined) {
  const now = clockNow(db);
  const token = `${ACCESS_TOKEN_PREFIX}${base64Json({ alg: 'HS256', typ: 'JWT' })}.${base64Json({ url: config.kycBaseUrl, jti: randomBytes(8).toString('hex') })}.${randomBytes(32).toString('base64url')}`;
  sql(db, 'DELETE FROM kyc_tokens WHERE expires_at <= ?').run(now);
  sql(db, 'INSERT INTO kyc_tokens (token_hash, account_id, applicant_id, external_action_id, expires_at) VALUES (?, ?, ?, ?, ?)').run(
    tokenHash(token),
    applicant.account_id,
    applicant.applicant_id,
    externalActionId ?? null,
    now + ACCESS_TOKEN_TTL_MS,
  );
  return { token, expires_at: new Date(now + ACCESS_TOKEN_TTL_MS).toISOString() };
}

/** The applicant a frame call's token is for; an unknown or expired token is KycError 401 `invalid-token`. */
export function applicantOfToken(db: Db, token: string | undefined): Applicant {
  const row =
    token && token.length <= 1_000
      ? (sql(db, 'SELECT applicant_id, expires_at FROM kyc_tokens WHERE token_hash = ?').get(tokenHash(token)) as { applicant_id: string; expires_at: number } | undefined)
      : undefined;
  const applicant = row && row.expires_at > clockNow(db) ? applicantById(db, row.applicant_id) : undefined;
  if (!applicant) throw new KycError(401, 'invalid-token', 'The access token is unknown or has expired');
  return applicant;
}

const canUpload = (applicant: Applicant) => applicant.review_status === 'init' || (applicant.review_answer === 'RED' && applicant.reject_type === 'RETRY');

/** What the file is by its first bytes (the name and the browser's type are the sender's to choose). */
function sniff(content: Buffer): string | null {
  if (content.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))) return 'image/jpeg';
  if (content.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (content.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  return null;
}

export type DocumentView = { image_id: number; doc_type: DocumentType; file_name: string; content_type: string; size: number; sha256: string; created_at: string };

const documentsOf = (db: Db, applicant: Applicant): DocumentView[] =>
  sql(db, 'SELECT id AS image_id, doc_type, file_name, content_type, size, sha256, created_at FROM kyc_documents WHERE applicant_id = ? AND attempt = ? ORDER BY id').all(
    applicant.applicant_id,
    applicant.attempt,
  ) as DocumentView[];

/** Stores an uploaded document of the current attempt: JPEG, PNG or PDF by content, at most DOCUMENT_MAX_BYTES. */
export function addDocument(db: Db, applicant: Applicant, input: { docType: string; fileName: string; content: Buffer }): DocumentView {
  if (!canUpload(applicant)) throw new KycError(409, 'not-editable', 'The documents are on review or already reviewed');
  if (!(DOCUMENT_TYPES as readonly string[]).includes(input.docType)) throw new KycError(400, 'invalid-doc-type', `idDocType is one of ${DOCUMENT_TYPES.join(', ')}`);
  if (input.content.length === 0 || input.content.length > DOCUMENT_MAX_BYTES) throw new KycError(413, 'invalid-file', 'A document is 1 byte to 5 MB');
  const contentType = sniff(input.content);
  if (!contentType) throw new KycError(415, 'invalid-file', 'A document is a JPEG, PNG or PDF file');
  if (documentsOf(db, applicant).length >= DOCUMENTS_PER_ATTEMPT) throw new KycError(409, 'too-many-documents', `At most ${DOCUMENTS_PER_ATTEMPT} documents per attempt`);
  const fileName = input.fileName.replace(/[^\w.\- ]/g, '_').slice(0, 120) || 'document';
  const id = Number(
    sql(
      db,
      'INSERT INTO kyc_documents (account_id, applicant_id, doc_type, file_name, content_type, size, sha256, content, attempt, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    ).run(
      applicant.account_id,
      applicant.applicant_id,
      input.docType,
      fileName,
      contentType,
      input.content.length,
      createHash('sha256').update(input.content).digest('hex'),
      input.content,
      applicant.attempt,
      nowIso(db),
    ).lastInsertRowid,
  );
  return documentsOf(db, applicant).find((document) => document.image_id === id) as DocumentView;
}

/** Sends the current attempt for review: pending, and the account is on verification (SPEC.md 3 is_on_verification). */
export function submitApplicant(db: Db, applicant: Applicant): Applicant {
  if (!canUpload(applicant)) throw new KycError(409, 'not-editable', 'The documents are on review or already reviewed');
  if (!documentsOf(db, applicant).length) throw new KycError(400, 'no-documents', 'Upload a document first');
  db.transaction(() => {
    sql(
      db,
      "UPDATE verification SET review_status = 'pending', review_answer = NULL, reject_type = NULL, moderation_comment = NULL, submitted_at = ?, reviewed_at = NULL WHERE applicant_id = ?",
    ).run(nowIso(db), applicant.applicant_id);
    sql(db, 'UPDATE accounts SET is_on_verification = 1 WHERE id = ? AND is_verified = 0').run(applicant.account_id);
  })();
  return applicantById(db, applicant.applicant_id) as Applicant;
}

/**
 * The reviewer's answer to a pending applicant (development route): GREEN verifies the account, RED leaves it
 * unverified and off verification; RETRY opens a new attempt for new documents, FINAL closes it.
 */
export function reviewApplicant(db: Db, applicantId: string, answer: ReviewAnswer, rejectType: RejectType | null, comment: string | null): Applicant {
  const applicant = applicantById(db, applicantId);
  if (!applicant) throw new KycError(404, 'not-found', 'No such applicant');
  if (applicant.review_status !== 'pending') throw new KycError(409, 'not-pending', `The applicant is ${applicant.review_status}, not pending`);
  db.transaction(() => {
    sql(db, "UPDATE verification SET review_status = 'completed', review_answer = ?, reject_type = ?, moderation_comment = ?, reviewed_at = ? WHERE applicant_id = ?").run(
      answer,
      answer === 'RED' ? (rejectType ?? 'RETRY') : null,
      answer === 'RED' ? comment : null,
      nowIso(db),
      applicantId,
    );
    if (answer === 'RED') sql(db, 'INSERT INTO verification_attempts (applicant_id, answered_at) VALUES (?, ?)').run(applicantId, nowIso(db));
    sql(db, 'UPDATE accounts SET is_verified = ?, is_on_verification = 0 WHERE id = ?').run(answer === 'GREEN' ? 1 : 0, applicant.account_id);
  })();
  return applicantById(db, applicantId) as Applicant;
}

const addYears = (iso: string, years: number) => {
  const date = new Date(iso);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return date.toISOString();
};

/**
 * The applicant status payload of the WebSDK's `idCheck.onApplicantStatusChanged` (the SDK's own types:
 * reprocessing, levelName, creationDate, expireDate, reviewStatus, autoChecked, reviewResult?). A verification
 * is valid for two years here (expireDate).
 */
export const statusPayload = (applicant: Applicant) => ({
  reprocessing: false,
  levelName: LEVEL_NAME,
  creationDate: applicant.created_at,
  expireDate: addYears(applicant.created_at, 2),
  reviewStatus: applicant.review_status,
  autoChecked: false,
  ...(applicant.review_answer
    ? {
        reviewResult: {
          reviewAnswer: applicant.review_answer,
          ...(applicant.reject_type ? { reviewRejectType: applicant.reject_type } : {}),
          ...(applicant.moderation_comment ? { moderationComment: applicant.moderation_comment } : {}),
        },
      }
    : {}),
});

/** What the frame reads of its applicant: the status payload, the documents of this attempt and what it may do. */
export const applicantView = (db: Db, applicant: Applicant) => ({
  applicant_id: applicant.applicant_id,
  level_name: LEVEL_NAME,
  attempt: applicant.attempt,
  status: statusPayload(applicant),
  documents: documentsOf(db, applicant).map(({ sha256: _hash, ...document }) => document),
  can_upload: canUpload(applicant),
});

/** The development view of an applicant (tests check a document arrived whole by its size and hash). */
export const applicantDevView = (db: Db, applicant: Applicant) => ({ ...applicantView(db, applicant), account_id: applicant.account_id, documents: documentsOf(db, applicant) });

export const applicantByLogin = (db: Db, login: string) => {
  const account = sql(db, 'SELECT id FROM accounts WHERE login = ?').get(login) as { id: number } | undefined;
  return account ? applicantOf(db, account.id) : undefined;
};
