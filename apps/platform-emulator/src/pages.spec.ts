import type { Emulator } from './app';
import { EmulatorClient, startEmulator } from './testing/emulator-client';

describe('pages and side routes', () => {
  let emulator: Emulator;
  let player: EmulatorClient;

  beforeAll(async () => {
    emulator = await startEmulator();
    player = new EmulatorClient(emulator.app);
  });
  afterAll(() => emulator.app.close());

  it('serves a playable demo slot for a game with a demo, in both modes and for custom games', async () => {
    const demo = await player.page('GET', '/platform/game/aurora-play-book-of-ra/demo');
    expect(demo.statusCode).toBe(200);
    expect(demo.body).toContain('<button id="spin"');
    expect((await player.page('GET', '/platform/game/aurora-play-book-of-ra')).body).toContain('Sign in to play for real money');
    expect((await player.page('GET', '/platform/game/custom/wheel/demo')).statusCode).toBe(200);
    expect((await player.page('GET', '/platform/game/no-such-game/demo')).statusCode).toBe(404);
    const visitorSpin = (await player.page('POST', '/platform/game-api/spin', { game: 'aurora-play-book-of-ra', mode: 'demo', bet: 1 })).json() as { data: { reels: string[]; balance: null } };
    expect(visitorSpin.data.reels).toHaveLength(3);
    expect(visitorSpin.data.balance).toBeNull();
    const refused = (await player.page('POST', '/platform/game-api/spin', { game: 'aurora-play-book-of-ra', mode: 'play', bet: 1 })).json() as { error: { type: string } };
    expect(refused.error.type).toBe('AuthorizationException');
  });

  it('speaks the language the site launches it in (lang), and English for any other', async () => {
    const demo = await player.page('GET', '/platform/game/aurora-play-book-of-ra/demo?lang=pl');
    expect(demo.body).toContain('<html lang="pl">');
    for (const text of ['Tryb demo: grasz wirtualnymi pieniędzmi.', '<dt>Saldo</dt>', 'aria-label="Bębny"', 'Zakład<select', '>Zakręć</button>', '>0,20</option>', '"Bez wygranej, spróbuj jeszcze raz"']) expect(demo.body).toContain(text);
    for (const english of ['Demo mode', '>Balance<', '>Spin<', 'No win']) expect(demo.body).not.toContain(english);
    expect((await player.page('GET', '/platform/game/aurora-play-book-of-ra?lang=pt-BR')).body).toContain('Entre para jogar com dinheiro real.');
    const unknown = await player.page('GET', '/platform/game/no-such-game/demo?lang=ca');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<h1>No s’ha trobat el joc</h1>');
    // A language the site does not have, or a list of them, is English.
    expect((await player.page('GET', '/platform/game/aurora-play-book-of-ra/demo?lang=xx')).body).toContain('Demo mode: you play with fun money.');
    expect((await player.page('GET', '/platform/game/aurora-play-book-of-ra/demo?lang=pl&lang=ar')).body).toContain('<html lang="en">');
  });

  it('uses a free spin of the game before real money, and real bets feed jackpots and tournaments', async () => {
    await player.signIn();
    const jackpotsBefore = ((await player.get('Jackpots.get')).body.data as Array<{ amount: { amount: number } }>)[0]?.amount.amount ?? 0;
    const free = (await player.page('POST', '/platform/game-api/spin', { game: 'aurora-play-book-of-ra', mode: 'play', bet: 5 })).json() as { data: { bet: number; freespin: boolean } };
    expect(free.data).toMatchObject({ bet: 0, freespin: true });
    const packs = (await player.get('freespins.get')).body.data as { items: Array<{ remaining_count: number }> };
    expect(packs.items[0]?.remaining_count).toBe(11);

    const board = async () => ((await player.get('tournaments.get', { id: 1 })).body.data as { items: Array<{ my_result: { score: number } }> }).items[0]?.my_result.score ?? 0;
    const scoreBefore = await board();
    await player.page('POST', '/platform/game-api/spin', { game: 'blue-comet-gates-of-olympus', mode: 'play', bet: 10 });
    expect(await board()).toBe(scoreBefore + 10);
    const jackpotsAfter = ((await player.get('Jackpots.get')).body.data as Array<{ amount: { amount: number } }>)[0]?.amount.amount ?? 0;
    expect(jackpotsAfter).toBeGreaterThan(jackpotsBefore);
  });

  it('records analytics hits and answers a pixel', async () => {
    const hit = await player.page('GET', '/hit?referer=https%3A%2F%2Fexample.com&track_id=t1&seon_session=s1');
    expect(hit.headers['content-type']).toBe('image/gif');
    const row = emulator.db.prepare("SELECT payload FROM records WHERE kind = 'hit' ORDER BY id DESC LIMIT 1").get() as { payload: string };
    expect(JSON.parse(row.payload)).toMatchObject({ referer: 'https://example.com', track_id: 't1', seon_session: 's1' });
  });

  it('answers robots.txt, artwork, sounds and the server-side redirect lookup', async () => {
    expect((await player.page('GET', '/robots.txt')).body).toContain('Disallow: /cashier');
    expect((await player.page('GET', '/platform/images/brand/logo.svg')).headers['content-type']).toContain('image/svg+xml');
    expect((await player.page('GET', '/platform/images/brand/logo.svg')).body).toContain('viewBox="0 0 180 40"');
    expect((await player.page('GET', '/platform/images/banners/welcome-1200x400.png')).headers['content-type']).toBe('image/png');
    const sound = await player.page('GET', '/platform/sounds/coin.mp3');
    expect(sound.statusCode).toBe(200);
    expect(sound.headers['content-type']).toBe('audio/mpeg');
    expect((await player.page('GET', '/platform/sounds/..%2Fsecret.mp3')).statusCode).toBe(404);
    expect((await player.get('metadata.get', { url: '/affiliates' })).body.data).toMatchObject({ redirect: { from_url: '/affiliates', to_url: 'https://example.com/affiliates' } });
    expect((await player.get('metadata.get', { url: '/gamehall' })).body.data).toMatchObject({ redirect: null });
  });

  it('exports game history as CSV once ready', async () => {
    await player.signIn();
    const request = (await player.post('games.createhistoryexportrequest', { date_from: null, date_to: null })).body.data as { id: number; status: string; url: string };
    expect(request.status).toBe('ready');
    const csv = await player.page('GET', request.url);
    expect(csv.body.split('\n')[0]).toBe('id,created_at,game,mode,bet,win,currency');
    expect(csv.body).toContain('Book of Ra');
  });

  it('keeps the outbox readable in test mode', async () => {
    await player.post('auth.restore', { login: 'demo@example.com' });
    const outbox = (await player.page('GET', '/__emulator/outbox?recipient=demo@example.com')).json() as { items: Array<{ subject: string }> };
    expect(outbox.items[0]?.subject).toBe('Reset your password');
  });
});
