import { buildEmulator, type Emulator } from './app';
import { readConfig } from './config';
import { generateBotToken } from './services/telegram-token';
import { EmulatorClient, startEmulator } from './testing/emulator-client';

describe('errors in the section 8 envelope', () => {
  let emulator: Emulator;
  let player: EmulatorClient;

  beforeEach(async () => {
    emulator = await startEmulator();
    player = new EmulatorClient(emulator.app);
  });
  afterEach(() => emulator.app.close());

  it('a missing or malformed field answers InvalidParameterException with per-field error_data', async () => {
    const answer = await player.post('auth.register', { login: null, password: '123' });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ type: 'InvalidParameterException', error_data: { login: ['Field is required'], password: ['Min length is 6'] } });
    await player.signIn();
    const deposit = await player.post('cashier.makedeposit', { method: 'card', amount: 'ten' });
    expect(deposit.body.error?.error_data).toEqual({ amount: ['Wrong field'] });
    expect((await player.post('cashier.makedeposit', { method: 'card', amount: 5 })).body.error?.error_data).toEqual({ amount: ['Min value is 10'] });
    expect((await player.get('cashier.gethistory', { type: 'everything' })).body.error?.error_data).toEqual({ type: ['Wrong field'] });
    expect((await player.get('games.get', { options: '{not json' })).body.error?.error_data).toEqual({ options: ['Must be a JSON object'] });
  });

  it('a JSON body, malformed or not, is InvalidRequestException 415 (bodies are multipart), never a stack trace', async () => {
    for (const payload of ['{"login":', '{"login":"demo@example.com","password":"demo123"}']) {
      const response = await emulator.app.inject({ method: 'POST', url: '/api/auth.login', payload, headers: { 'content-type': 'application/json' } });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({ error: { type: 'InvalidRequestException', message: expect.stringContaining('multipart/form-data') } });
    }
  });

  it('promo code errors carry their code in error_data.promo_code[0]', async () => {
    await player.signIn();
    expect((await player.post('campaigns.checkPromocode', { promo_code: 'NOPE' })).body.error?.error_data).toEqual({ promo_code: ['NOT_FOUND'] });
    expect((await player.post('campaigns.checkPromocode', { promo_code: 'SUMMER2024' })).body.error?.error_data).toEqual({ promo_code: ['EXPIRED'] });
    await player.post('campaigns.activateOffer', { promo_code: 'BETSTART' });
    expect((await player.post('campaigns.activateOffer', { promo_code: 'betstart' })).body.error?.error_data).toEqual({ promo_code: ['ALREADY_ACTIVATED'] });
  });

  it('cashier rules answer their section 8 types', async () => {
    await player.signIn();
    // The demo player's monthly limit of 10,000 less what it deposited this calendar month (the seed's deposits are days old).
    const { available_amount: available } = (await player.get('account.getDepositLimit')).body.data as { available_amount: number };
    expect(available).toBeGreaterThan(9_000);
    const limit = await player.post('cashier.makedeposit', { method: 'bank_transfer', amount: available + 100, requisites: JSON.stringify({ bank: '1' }) });
    expect(limit.body.error).toMatchObject({ type: 'BillingDepositLimitExceededException', error_data: { available_amount: available } });
    expect((await player.post('cashier.makedeposit', { method: 'card', amount: 20.13 })).body.error?.type).toBe('BillingTransactionDeclinedException');
    const iban = (value: string) => player.post('cashier.makewithdrawal', { method: 'bank_transfer', amount: 60, requisites: JSON.stringify({ iban: value }) });
    expect((await iban('DE89370400440532013000')).body.error?.type).toBe('RequisitesValidationRequiredException');
    expect((await iban('DE89370400440532013000')).body.error?.type).toBe('RequisitesOnVerificationException');
    expect((await iban('GB00TEST00000000000000')).body.error?.type).toBe('RequisitesFraudulentException');
    expect((await iban('bad')).body.error?.error_data).toEqual({ 'requisites.iban': ['Wrong iban'] });
    const tooMuch = await player.post('cashier.makewithdrawal', { method: 'card', amount: 2999, requisites: JSON.stringify({ card_number: '4111111111111111' }) });
    expect(tooMuch.body.error?.type).toBe('WithdrawalDeclinedException');
    const card = { method: 'card', amount: 20, requisites: JSON.stringify({ card_number: '4111111111111111' }) };
    for (let count = 0; count < 3; count++) expect((await player.post('cashier.makewithdrawal', card)).body.error).toBeUndefined();
    expect((await player.post('cashier.makewithdrawal', card)).body.error?.type).toBe('WithdrawalLimitsPeriodExceededException');

    const newcomer = new EmulatorClient(emulator.app);
    await newcomer.post('auth.register', { login: 'kyc@example.com', password: 'secret12' });
    expect((await newcomer.post('cashier.makewithdrawal', card)).body.error?.type).toBe('KycUserProfileException');
    emulator.db.prepare("UPDATE accounts SET is_kyc_block_enabled = 1 WHERE login = 'kyc@example.com'").run();
    expect((await newcomer.post('cashier.makewithdrawal', card)).body.error?.type).toBe('KycWithdrawalException');
  });

  it('taking part in the cashback promotion needs the personal data first (UserNeedProfileDataException)', async () => {
    const newcomer = new EmulatorClient(emulator.app);
    await newcomer.post('auth.register', { login: 'cashback@example.com', password: 'secret12' });
    expect((await newcomer.post('campaigns.takepromotions', { offer_id: 5 })).body.error?.type).toBe('UserNeedProfileDataException');
    // Other promotions do not ask for it.
    expect((await newcomer.post('campaigns.takepromotions', { offer_id: 3 })).body).toMatchObject({ data: { result: 1, status: 'taken' } });
    expect((await newcomer.post('account.saveProfileInfo', { first_name: 'Ada', last_name: 'Lovelace', birth_date: '1990-12-10' })).body.data).toEqual({ result: 1 });
    expect((await newcomer.post('campaigns.takepromotions', { offer_id: 5 })).body).toMatchObject({ data: { result: 1, offer_id: 5, status: 'taken' } });
  });

  it('storage refuses more than its quota', async () => {
    await player.signIn();
    expect((await player.post('storage.set', { key: 'big', value: 'x'.repeat(5000) })).body.error?.type).toBe('StorageQuotaExceededException');
  });
});

describe('the fault switch', () => {
  let emulator: Emulator;
  let player: EmulatorClient;

  beforeEach(async () => {
    emulator = await startEmulator();
    player = new EmulatorClient(emulator.app);
  });
  afterEach(() => emulator.app.close());

  const setFaults = (rules: unknown[]) => emulator.app.inject({ method: 'POST', url: '/__emulator/faults', payload: { rules } });

  it('injects statuses, error types, malformed JSON and latency per method pattern, until cleared', async () => {
    expect((await setFaults([{ pattern: 'games.*', kind: 'status', status: 503 }])).statusCode).toBe(200);
    expect(await player.get('games.get')).toMatchObject({ status: 503, body: { error: { type: 'ApplicationUnavailableException' } } });
    expect((await player.get('metadata.getgeneralinfo')).status).toBe(200);

    await setFaults([{ pattern: '*', kind: 'status', status: 429, retry_after: 7 }]);
    const limited = await player.get('metadata.getgeneralinfo');
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBe('7');

    await setFaults([{ pattern: 'auth.login', kind: 'error', error_type: 'UserBannedException' }]);
    expect((await player.post('auth.login', { login: 'demo@example.com', password: 'demo123' })).body.error?.type).toBe('UserBannedException');

    await setFaults([{ pattern: 'games.get', kind: 'malformed' }]);
    const malformed = await emulator.app.inject({ method: 'GET', url: '/api/games.get' });
    expect(() => JSON.parse(malformed.body)).toThrow();

    await setFaults([{ pattern: 'games.getCategories', kind: 'latency', latency_ms: 120 }]);
    const started = Date.now();
    expect((await player.get('games.getCategories')).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);

    await setFaults([{ pattern: '*', kind: 'status', status: 500, rate: 0 }]);
    expect((await player.get('games.getCategories')).status).toBe(200);

    await emulator.app.inject({ method: 'DELETE', url: '/__emulator/faults' });
    expect((await emulator.app.inject({ method: 'GET', url: '/__emulator/faults' })).json()).toEqual({ rules: [] });
    expect((await setFaults([{ pattern: '*', kind: 'explode' }])).statusCode).toBe(400);
  });

  it('takes rules from EMULATOR_FAULTS and is refused in production mode', async () => {
    const faulty = await startEmulator({ faults: JSON.stringify([{ pattern: 'account.*', kind: 'status', status: 502 }]) });
    expect((await new EmulatorClient(faulty.app).get('account.getInfo')).status).toBe(502);
    await faulty.app.close();

    const production = { ...readConfig({ EMULATOR_MODE: 'production', TELEGRAM_BOT_TOKEN: generateBotToken() }), dataDir: ':memory:' };
    await expect(buildEmulator({ ...production, faults: '[]' })).rejects.toThrow(/production/);
    const { app } = await buildEmulator(production);
    expect((await app.inject({ method: 'POST', url: '/__emulator/faults', payload: { rules: [] } })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/__emulator/outbox' })).statusCode).toBe(404);
    await app.close();
  });
});
