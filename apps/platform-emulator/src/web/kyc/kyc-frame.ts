import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { EmulatorConfig } from '../../config';
import { LOCALES } from '@casino/platform-contract';
import { t, type TextKey } from '../../content/texts';
import type { Db } from '../../db/database';
import { addDocument, applicantOfToken, applicantView, DOCUMENT_MAX_BYTES, KycError, submitApplicant } from '../../services/kyc';
import { kycFrameScript } from './kyc-frame-script';

/** Where Sumsub's WebSDK loads its frame from, under the base URL an access token names (fixed by the SDK). */
export const KYC_FRAME_PATH = '/websdk/websdk.html';
/** The frame's own calls; they carry the access token, never a cookie. */
export const KYC_API_PREFIX = '/websdk/api/';

const TEXT_KEYS = [
  'title', 'intro', 'documentType', 'passport', 'idCard', 'drivers', 'file', 'upload', 'uploaded', 'submit', 'pendingTitle', 'pendingText',
  'approvedTitle', 'approvedText', 'rejectedTitle', 'retryText', 'finalText', 'loading', 'reconnecting', 'badFile', 'failed',
] as const;

const frameTexts = () =>
  Object.fromEntries(LOCALES.map((locale) => [locale, Object.fromEntries(TEXT_KEYS.map((key) => [key, t(`kyc.${key}` as TextKey, locale)]))]));

const STYLE = `
  :root { color-scheme: dark; font-family: system-ui, sans-serif; }
  *, *::before, *::after { box-sizing: border-box; }
  body { margin: 0; background: #221d45; color: #f1efff; }
  main, form { display: grid; grid-template-columns: minmax(0, 1fr); gap: 12px; }
  main { padding: 20px; } form { gap: 8px; }
  h1 { font-size: 1.2rem; margin: 0; } h2 { font-size: 1.05rem; margin: 0; } p { margin: 0; line-height: 1.5; color: #d3cff5; }
  label { font-weight: 600; }
  select, input, button { width: 100%; min-width: 0; }
  select, input { min-height: 40px; padding: 6px 10px; border-radius: 8px; border: 1px solid #5a54a0; background: #15122b; color: inherit; font: inherit; }
  button { min-height: 44px; padding: 10px 16px; border: 0; border-radius: 10px; font: inherit; font-weight: 600; cursor: pointer; background: #3a3470; color: #f1efff; }
  button.primary { background: #f5c542; color: #1b1630; } button:disabled { opacity: .55; cursor: not-allowed; }
  button:focus-visible, select:focus-visible, input:focus-visible { outline: 3px solid #6cc4ff; outline-offset: 2px; }
  .documents { margin: 0; padding-left: 1.2em; } .error, .rejected p:first-child { color: #ff9b9b; font-weight: 600; } .notice { color: #6cc4ff; }
`;

const framePage = (nonce: string, siteOrigins: readonly string[]) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Identity verification</title><style nonce="${nonce}">${STYLE}</style></head>
<body><main id="app"></main><script nonce="${nonce}">${kycFrameScript(siteOrigins, frameTexts())}</script></body></html>`;

const tokenOf = (request: FastifyRequest) => {
  const value = request.headers['x-access-token'];
  return typeof value === 'string' ? value : undefined;
};

/** Frame calls answer `{ code, error }` on failure, as Sumsub's do, with the status of the KycError. */
const kycRoute =
  (handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown> | unknown) => async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      return await handler(request, reply);
    } catch (error) {
      if (error instanceof KycError) return reply.code(error.status).header('cache-control', 'no-store').send({ code: error.code, error: error.message });
      const status = (error as { statusCode?: number }).statusCode;
      if (status && status >= 400 && status < 500) return reply.code(status).send({ code: 'invalid-request', error: 'Malformed or oversized request' });
      throw error;
    }
  };

/** A document upload: `doc_type` and one `file` part, read only after the token was accepted. */
async function readUpload(request: FastifyRequest) {
  if (!request.isMultipart()) throw new KycError(415, 'invalid-request', 'A document is sent as multipart/form-data with doc_type and file');
  let docType = '';
  let file: { name: string; content: Buffer } | undefined;
  for await (const part of request.parts({ limits: { fields: 4, files: 1, parts: 5, fieldSize: 200, fileSize: DOCUMENT_MAX_BYTES } })) {
    if (part.type === 'file') {
      const content = await part.toBuffer();
      file = { name: part.filename, content };
    } else if (part.fieldname === 'doc_type') {
      docType = String(part.value);
    }
  }
  if (!file) throw new KycError(400, 'invalid-file', 'No file was sent');
  return { docType, fileName: file.name, content: file.content };
}

/**
 * The stand-in for Sumsub's WebSDK frame, at the address the access tokens name (EMULATOR_KYC_BASE_URL, by default the
 * emulator's own origin: the SDK accepts messages only from that origin and loads `/websdk/websdk.html` under it, so
 * it cannot live under the site's /platform proxy). The page may be framed by the site's own origins only; its calls
 * are authenticated by the access token in X-Access-Token (the site's origin check does not apply: no cookie is read,
 * and another page can neither know the token nor send the header without a CORS preflight this server never allows).
 */
export function registerKycFrame(app: FastifyInstance, db: Db, config: EmulatorConfig) {
  app.get(KYC_FRAME_PATH, async (_request, reply) => {
    const nonce = randomBytes(16).toString('base64');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .header(
        'content-security-policy',
        `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; img-src 'self' data: blob:; connect-src 'self'; ` +
          `form-action 'none'; base-uri 'none'; frame-ancestors ${config.siteOrigins.join(' ')}`,
      )
      .send(framePage(nonce, config.siteOrigins));
  });

  // A write from a page (Origin sent) must come from the frame's own origin.
  const requireOwnOrigin = (request: FastifyRequest) => {
    const origin = request.headers['origin'];
    if (origin !== undefined && origin !== new URL(config.kycBaseUrl).origin) throw new KycError(403, 'forbidden', 'Only the verification frame may send documents');
  };

  app.get(`${KYC_API_PREFIX}applicant`, kycRoute(async (request, reply) => {
    const applicant = applicantOfToken(db, tokenOf(request));
    return reply.header('cache-control', 'no-store').send(applicantView(db, applicant));
  }));

  app.post(`${KYC_API_PREFIX}documents`, { bodyLimit: DOCUMENT_MAX_BYTES + 64 * 1024 }, kycRoute(async (request, reply) => {
    requireOwnOrigin(request);
    const applicant = applicantOfToken(db, tokenOf(request));
    const upload = await readUpload(request);
    return reply.code(201).header('cache-control', 'no-store').send(addDocument(db, applicant, upload));
  }));

  app.post(`${KYC_API_PREFIX}submit`, kycRoute(async (request, reply) => {
    requireOwnOrigin(request);
    const applicant = submitApplicant(db, applicantOfToken(db, tokenOf(request)));
    return reply.header('cache-control', 'no-store').send(applicantView(db, applicant));
  }));
}
