import { createHash } from 'node:crypto';
import snsWebSdk from '@sumsub/websdk';
import type { Emulator } from './app';
import { BAD_VALUES } from './testing/bad-values';
import { EmulatorClient, startEmulator } from './testing/emulator-client';

const KYC_ORIGIN = 'http://127.0.0.1:3100';
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

/** A multipart body with `doc_type` and one file part, as the frame's FormData sends it. */
function upload(content: Buffer, fields: Record<string, string> = { doc_type: 'PASSPORT' }, fileName = 'passport.png') {
  const boundary = '----kycBoundary';
  const parts = Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  const file = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: image/png\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload: Buffer.concat([...parts, file]), contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * What Sumsub's own WebSDK (the npm package the site uses) makes of a token: the frame address it loads. The SDK
 * reads the page's origin, so a location is lent to it for the call.
 */
function frameAddressOf(token: string) {
  const global = globalThis as { location?: unknown };
  global.location = { origin: 'http://localhost:4200' };
  try {
    const sdk = snsWebSdk.init(token, async () => token).build() as unknown as { baseUrl: string; iframeId: string; getIframeId: () => string; getIframeSrc: () => string };
    sdk.iframeId = `id_${sdk.getIframeId()}`;
    return { baseUrl: sdk.baseUrl, src: sdk.getIframeSrc() };
  } finally {
    delete global.location;
  }
}

describe('identity verification: a stand-in for Sumsub and its WebSDK frame', () => {
  let emulator: Emulator;
  let player: EmulatorClient;
  const login = 'kyc.player@example.com';

  beforeEach(async () => {
    emulator = await startEmulator({ kycBaseUrl: KYC_ORIGIN });
    player = new EmulatorClient(emulator.app);
    await player.post('auth.register', { login, password: 'secret12', currency: 'EUR' });
  });
  afterEach(() => emulator.app.close());

  const token = async (externalActionId?: string) => {
    await player.post('verification.createApplicant');
    const answer = await player.post('verification.getAccessToken', externalActionId ? { externalActionId } : {});
    return answer.body.data as { token: string; applicant_id: string; external_action_id: string | null; expires_at: string };
  };
  const frame = (method: 'GET' | 'POST', path: string, accessToken: string | undefined, body?: { payload: Buffer; contentType: string }, headers: Record<string, string> = {}) =>
    emulator.app.inject({
      method,
      url: `/websdk/api/${path}`,
      headers: { ...(accessToken ? { 'x-access-token': accessToken } : {}), ...(body ? { 'content-type': body.contentType } : {}), ...headers },
      ...(body ? { payload: body.payload } : {}),
    });
  const account = async () => (await player.get('account.getInfo')).body.data as { is_verified: boolean; is_on_verification: boolean };
  const review = (payload: Record<string, unknown>) => emulator.app.inject({ method: 'POST', url: '/__emulator/kyc/review', payload });

  it('issues access tokens from which the real WebSDK derives the stand-in frame, and refreshes them', async () => {
    expect((await player.post('verification.getAccessToken')).body.error?.type).toBe('SumsubVerificationRequiredException');
    const first = await token('withdrawal-7');
    expect(first.token.startsWith('_act-sbx-jwt-')).toBe(true);
    expect(first).toMatchObject({ external_action_id: 'withdrawal-7' });
    expect(Date.parse(first.expires_at) - Date.now()).toBeGreaterThan(9 * 60_000);
    const address = frameAddressOf(first.token);
    expect(address.baseUrl).toBe(KYC_ORIGIN);
    expect(address.src.startsWith(`${KYC_ORIGIN}/websdk/websdk.html?_=id_`)).toBe(true);
    // The applicant is made once; making it puts nobody on verification (documents do).
    expect((await player.post('verification.createApplicant')).body.data).toEqual({ applicant_id: first.applicant_id });
    expect(await account()).toMatchObject({ is_on_verification: false, is_verified: false });
    expect((await player.post('verification.getAccessToken', { externalActionId: 'x'.repeat(101) })).body.error).toMatchObject({ error_data: { externalActionId: ['Max length is 100'] } });

    // A token lives ten minutes on the emulator's clock; a new one from the access-token call works again.
    expect((await frame('GET', 'applicant', first.token)).statusCode).toBe(200);
    await emulator.app.inject({ method: 'POST', url: '/__emulator/clock', payload: { advance: '11m' } });
    expect((await frame('GET', 'applicant', first.token)).json()).toEqual({ code: 'invalid-token', error: expect.any(String) });
    const second = await token();
    expect((await frame('GET', 'applicant', second.token)).statusCode).toBe(200);
  });

  it('serves the frame page for the site origins to frame, with its own strict policy', async () => {
    const page = await emulator.app.inject({ method: 'GET', url: '/websdk/websdk.html?_=id_abc' });
    expect(page.statusCode).toBe(200);
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("frame-ancestors http://localhost:4200 http://localhost:4201");
    expect(policy).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]{24}'/);
    expect(policy).toContain("default-src 'none'");
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain("send('idCheck.onReady')");
    expect(page.body).toContain('Verifique sua identidade');
  });

  it('takes a real document upload, sends it for review, and the reviewer approves: the account is verified', async () => {
    const { token: accessToken, applicant_id: applicantId } = await token();
    expect((await frame('GET', 'applicant', accessToken)).json()).toMatchObject({
      applicant_id: applicantId,
      level_name: 'basic-kyc-level',
      attempt: 1,
      can_upload: true,
      documents: [],
      status: { reviewStatus: 'init', levelName: 'basic-kyc-level', reprocessing: false, autoChecked: false },
    });
    expect((await frame('POST', 'submit', accessToken)).json()).toEqual({ code: 'no-documents', error: 'Upload a document first' });

    const added = await frame('POST', 'documents', accessToken, upload(PNG), { origin: KYC_ORIGIN });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ doc_type: 'PASSPORT', file_name: 'passport.png', content_type: 'image/png', size: PNG.length });
    const desk = (await emulator.app.inject({ method: 'GET', url: `/__emulator/kyc/applicant?login=${login}` })).json() as { documents: Array<{ sha256: string }> };
    expect(desk.documents[0]?.sha256).toBe(createHash('sha256').update(PNG).digest('hex'));

    const pending = await frame('POST', 'submit', accessToken, undefined, { origin: KYC_ORIGIN });
    expect(pending.json()).toMatchObject({ can_upload: false, status: { reviewStatus: 'pending' } });
    expect(await account()).toMatchObject({ is_on_verification: true, is_verified: false });
    expect((await frame('POST', 'documents', accessToken, upload(PNG))).statusCode).toBe(409);

    expect((await review({ login, answer: 'GREEN' })).statusCode).toBe(200);
    expect((await frame('GET', 'applicant', accessToken)).json()).toMatchObject({ status: { reviewStatus: 'completed', reviewResult: { reviewAnswer: 'GREEN' } } });
    expect(await account()).toMatchObject({ is_on_verification: false, is_verified: true });
    expect((await review({ login, answer: 'RED' })).json()).toEqual({ error: 'The applicant is completed, not pending' });
  });

  it('a rejection to retry opens a new attempt for new documents; a final one closes it', async () => {
    const { token: accessToken } = await token();
    await frame('POST', 'documents', accessToken, upload(PNG));
    await frame('POST', 'submit', accessToken);
    await review({ login, answer: 'RED', reject_type: 'RETRY', comment: 'The photo is blurred' });
    expect((await frame('GET', 'applicant', accessToken)).json()).toMatchObject({
      attempt: 2,
      can_upload: true,
      documents: [],
      status: { reviewStatus: 'completed', reviewResult: { reviewAnswer: 'RED', reviewRejectType: 'RETRY', moderationComment: 'The photo is blurred' } },
    });
    expect(await account()).toMatchObject({ is_on_verification: false, is_verified: false });
    await frame('POST', 'documents', accessToken, upload(PNG, { doc_type: 'ID_CARD' }, 'card.png'));
    expect((await frame('POST', 'submit', accessToken)).json()).toMatchObject({ attempt: 2, status: { reviewStatus: 'pending' } });
    await review({ login, answer: 'RED', reject_type: 'FINAL' });
    expect((await frame('GET', 'applicant', accessToken)).json()).toMatchObject({ can_upload: false, status: { reviewResult: { reviewRejectType: 'FINAL' } } });
    expect((await frame('POST', 'documents', accessToken, upload(PNG))).json()).toMatchObject({ code: 'not-editable' });
  });

  it('refuses what is not a document, and calls without the token or from another origin', async () => {
    const { token: accessToken } = await token();
    expect((await frame('POST', 'documents', accessToken, upload(Buffer.from('<svg onload=alert(1)>')))).json()).toMatchObject({ code: 'invalid-file' });
    expect((await frame('POST', 'documents', accessToken, upload(Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)])))).statusCode).toBe(413);
    expect((await frame('POST', 'documents', accessToken, upload(PNG, { doc_type: 'SELFIE' }))).json()).toMatchObject({ code: 'invalid-doc-type' });
    expect((await frame('POST', 'documents', accessToken, { payload: Buffer.from('{}'), contentType: 'application/json' })).statusCode).toBe(415);
    expect((await frame('POST', 'documents', undefined, upload(PNG))).statusCode).toBe(401);
    expect((await frame('POST', 'documents', 'x'.repeat(5_000), upload(PNG))).statusCode).toBe(401);
    expect((await frame('POST', 'documents', accessToken, upload(PNG), { origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await frame('POST', 'submit', accessToken, undefined, { origin: 'http://localhost:4200' })).statusCode).toBe(403);
    expect((await emulator.app.inject({ method: 'GET', url: `/__emulator/kyc/applicant?login=${login}` })).json()).toMatchObject({ documents: [] });
  });

  it('answers hostile tokens and fields with a 4xx, never a 5xx', async () => {
    const { token: accessToken } = await token();
    for (const value of BAD_VALUES) {
      const asToken = value.replace(/[^\x20-\x7e]/g, '');
      expect((await frame('GET', 'applicant', asToken || 'x')).statusCode).toBe(401);
      const status = (await frame('POST', 'documents', accessToken, upload(PNG, { doc_type: value }))).statusCode;
      expect(status, value.slice(0, 30)).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
    }
    expect((await emulator.app.inject({ method: 'GET', url: `/__emulator/kyc/applicant?login=${login}` })).json()).toMatchObject({ documents: [] });
  });

  it('the reviewer desk answers loopback clients only and checks what it is told', async () => {
    await token();
    expect((await emulator.app.inject({ method: 'POST', url: '/__emulator/kyc/review', payload: { login, answer: 'GREEN' }, remoteAddress: '192.0.2.1' })).statusCode).toBe(404);
    expect((await review({ login, answer: 'MAYBE' })).statusCode).toBe(400);
    expect((await review({ answer: 'GREEN' })).statusCode).toBe(400);
    expect((await review({ login: 'nobody@example.com', answer: 'GREEN' })).statusCode).toBe(404);
    expect((await review({ login, answer: 'GREEN' })).statusCode).toBe(409);
  });
});
