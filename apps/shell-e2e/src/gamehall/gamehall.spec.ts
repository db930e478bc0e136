import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../interactive-page';
import { depositThroughApi, platformPath, registerPlayer } from '../platform-api';

// The emulator's seeded catalogue: 3,360 games, 42 providers (SPEC.md 7.2 games.get, games.getProviders).
const VIKINGS = { sysname: 'granite-peak-book-of-the-vikings-2', name: 'Book of the Vikings 2' };

test.describe('game hall', () => {
  test('filters by category and providers through the UI, and the URL can be shared', async ({ page }) => {
    await page.goto('/gamehall');
    await expect(page.getByRole('heading', { name: 'All games', level: 1 })).toBeVisible();
    await expect(page.getByText('3,360 games')).toBeVisible();

    await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Megaways' }).click();
    await expect(page).toHaveURL('/gamehall/megaways');
    await expect(page.getByRole('heading', { name: 'Megaways', level: 1 })).toBeVisible();
    const megaways = await page.getByText(/^[\d,]+ games$/).textContent();

    await page.getByRole('button', { name: 'Providers' }).click();
    // Each choice is a navigation (the guards run first), so the box shows it once the new URL is in.
    await page.getByRole('checkbox', { name: 'Aurora Play' }).click();
    await expect(page).toHaveURL('/gamehall/megaways?providers=aurora-play');
    await expect(page.getByRole('checkbox', { name: 'Aurora Play' })).toBeChecked();
    await page.getByRole('checkbox', { name: 'Blue Comet' }).click();
    await expect(page).toHaveURL('/gamehall/megaways?providers=aurora-play,blue-comet');
    await expect(page.getByText(/^[\d,]+ games?$/)).not.toHaveText(megaways ?? '');
    await expect(page.getByRole('list', { name: 'Games' }).getByRole('article').first()).toBeVisible();

    // The same filter opened from a link: the category query becomes the canonical path, providers stay.
    await page.goto('/gamehall?category=live&providers=aurora-play');
    await expect(page).toHaveURL('/gamehall/live?providers=aurora-play');
    await expect(page.getByRole('heading', { name: 'Live casino', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove Aurora Play' })).toBeVisible();
    await page.getByRole('button', { name: 'Remove Aurora Play' }).click();
    await expect(page).toHaveURL('/gamehall/live');
  });

  /** The category names games.getCategories gives in a locale: what the hall and the home page must show. */
  const categoryNames = async (request: APIRequestContext, locale: string) =>
    ((await (await request.get(platformPath('games.getCategories', {}, locale))).json()) as { data: { items: Array<{ title: string }> } }).data.items.map((item) => item.title);

  // Three full page renders each: at a load average of 30 one took 20 s.
  test('category names follow a switch of language both ways in the game hall', async ({ page, request }) => {
    test.setTimeout(120_000);
    const names = { en: await categoryNames(request, 'en'), pl: await categoryNames(request, 'pl') };
    expect(names.pl).not.toEqual(names.en);
    const hall = (label: string) => page.getByRole('navigation', { name: label }).getByRole('link');
    const footer = page.getByRole('contentinfo');
    await page.goto('/gamehall');
    await expect(hall('Categories')).toHaveText([/./, ...names.en]);
    await footer.getByRole('link', { name: 'Polski' }).click();
    await expect(page).toHaveURL('/pl/gamehall');
    await expect(hall('Kategorie')).toHaveText([/./, ...names.pl]);
    await footer.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL('/gamehall');
    await expect(hall('Categories')).toHaveText([/./, ...names.en]);
  });

  test('category names follow a switch of language both ways on the home page', async ({ page, request }) => {
    test.setTimeout(120_000);
    const names = { en: await categoryNames(request, 'en'), pl: await categoryNames(request, 'pl') };
    // The home page's first rows are the first categories, under their names.
    const rows = (locale: 'en' | 'pl') => names[locale].slice(0, 2).map((name) => page.getByRole('heading', { level: 2, name, exact: true }));
    const footer = page.getByRole('contentinfo');
    await page.goto('/');
    for (const row of rows('en')) await expect(row).toBeVisible();
    await footer.getByRole('link', { name: 'Polski' }).click();
    await expect(page).toHaveURL('/pl');
    for (const row of rows('pl')) await expect(row).toBeVisible();
    await footer.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL('/');
    for (const row of rows('en')) await expect(row).toBeVisible();
  });

  test('loads more games as the player scrolls, keeping the page light', async ({ page }) => {
    await page.goto('/gamehall');
    const grid = page.getByRole('list', { name: 'Games' });
    await expect(grid.getByRole('listitem').first()).toHaveAttribute('aria-setsize', '48');
    await page.mouse.wheel(0, 20_000);
    await expect(grid.getByRole('listitem').first()).not.toHaveAttribute('aria-setsize', '48');
    expect(await page.evaluate(() => document.querySelectorAll('*').length)).toBeLessThan(1500);
  });

  test('finds a game with the search popup and the keyboard, and opens it', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Search games' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search games' });
    await dialog.getByLabel('Game name').fill('vikings 2');
    await expect(dialog.getByRole('list', { name: 'Results' }).getByRole('link', { name: new RegExp(VIKINGS.name) })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/game/${VIKINGS.sysname}`);
    // A visitor lands on the demo offer first.
    await page.getByRole('dialog', { name: 'Try it in demo mode' }).getByRole('button', { name: 'Play demo' }).click();
    await expect(page.getByRole('heading', { name: VIKINGS.name, level: 1 })).toBeVisible();
  });

  test('a visitor is offered the demo and plays a demo round', async ({ page }) => {
    await page.goto(`/game/${VIKINGS.sysname}`);
    const popup = page.getByRole('dialog', { name: 'Try it in demo mode' });
    await popup.getByRole('button', { name: 'Play demo' }).click();
    await expect(page).toHaveURL(`/game/${VIKINGS.sysname}?mode=demo`);
    const game = page.frameLocator(`iframe[title="Game: ${VIKINGS.name}"]`);
    await expect(game.getByText('Demo mode: you play with fun money.')).toBeVisible();
    await game.getByRole('button', { name: 'Spin' }).click();
    await expect(game.getByRole('status')).toHaveText(/win|try again|Free spin/i);
  });

  test('the demo game speaks the page’s language: its texts, its amounts and its bets', async ({ page }) => {
    await page.goto(`/pl/game/${VIKINGS.sysname}?mode=demo`);
    const game = page.frameLocator('main iframe[title]');
    await expect(game.getByText('Tryb demo: grasz wirtualnymi pieniędzmi.')).toBeVisible();
    await expect(game.getByRole('definition')).toHaveText(/^1\s?000,00\sFUN$/);
    await game.getByRole('combobox', { name: 'Zakład' }).selectOption({ label: '2,00' });
    await game.getByRole('button', { name: 'Zakręć' }).click();
    await expect(game.getByRole('status')).toHaveText(/^(Wygrywasz \d[\d\s]*,\d\d\sFUN|Bez wygranej, spróbuj jeszcze raz)$/);

    await page.goto(`/game/${VIKINGS.sysname}?mode=demo`);
    await expect(game.getByText('Demo mode: you play with fun money.')).toBeVisible();
    await expect(game.getByRole('definition')).toHaveText(/^FUN\s1,000\.00$/);
    await expect(game.getByRole('combobox', { name: 'Bet' })).toHaveValue('1');
    await expect(game.getByRole('button', { name: 'Spin' })).toBeVisible();
  });

  test('jackpot art carries its tier’s word in the page’s language', async ({ page }) => {
    const art = (name: RegExp) =>
      page.getByRole('link', { name }).locator('img').first().evaluate((image: HTMLImageElement) => image.decode().then(() => ({ src: new URL(image.currentSrc).pathname + new URL(image.currentSrc).search, width: image.naturalWidth })));
    await page.goto('/pl/jackpots');
    // "Duży" is drawn for Polish players; "MEGA" reads the same, so Polish and English players share that image.
    expect(await art(/Duży Jackpot/)).toEqual({ src: '/platform/images/jackpots/major-288x192.png?lang=pl', width: 288 });
    expect(await art(/Mega Jackpot/)).toEqual({ src: '/platform/images/jackpots/mega-288x192.png', width: 288 });
    await page.goto('/jackpots');
    expect(await art(/Major Jackpot/)).toEqual({ src: '/platform/images/jackpots/major-288x192.png', width: 288 });
  });

  test('the demo offer leaves with its game: Back takes the popup away', async ({ page }) => {
    await page.goto('/gamehall');
    await page.locator('main a[href^="/game/"]').first().click();
    const popup = page.getByRole('dialog', { name: 'Try it in demo mode' });
    await expect(popup).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL('/gamehall');
    await expect(popup).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a player plays a demo round and a real round and sees each balance change', async ({ page }) => {
    await registerPlayer(page.request, { suite: 'gamehall' });
    await depositThroughApi(page.request, 50);
    await page.goto(`/game/${VIKINGS.sysname}?mode=demo`);
    const game = page.frameLocator(`iframe[title="Game: ${VIKINGS.name}"]`);

    const fun = page.getByTestId('game-balance');
    await expect(fun).not.toHaveText('\u2014');
    const funBefore = await fun.textContent();
    // A round that wins exactly the bet (one in ten) leaves the balance as it was: spin again until it moves.
    await expect(async () => {
      await game.getByRole('button', { name: 'Spin' }).click();
      await expect(fun).not.toHaveText(funBefore ?? '', { timeout: 3000 });
    }).toPass({ timeout: 25_000 });

    await page.getByRole('group', { name: 'Game mode' }).getByRole('button', { name: 'Real money' }).click();
    await expect(page).toHaveURL(`/game/${VIKINGS.sysname}`);
    const balance = page.getByTestId('header-balance');
    await expect(balance).toHaveText('€50');
    await expect(async () => {
      await game.getByRole('button', { name: 'Spin' }).click();
      await expect(balance).not.toHaveText('€50', { timeout: 3000 });
    }).toPass({ timeout: 25_000 });
  });

  test('a liked game shows up in the favourites', async ({ page }) => {
    await registerPlayer(page.request, { suite: 'gamehall' });
    await page.goto('/gamehall/megaways');
    const tile = page.getByRole('list', { name: 'Games' }).getByRole('article').first();
    const name = (await tile.getByRole('link').locator('span > span').first().textContent()) ?? '';
    const like = tile.getByRole('button', { name: `Favourite ${name}` });
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/');
    const favourites = page.getByRole('region', { name: 'Your favourites' });
    await expect(favourites.getByRole('link', { name: new RegExp(name) })).toBeVisible();
  });

  test('a player joins a tournament and finds themself on the leaderboard', async ({ page }) => {
    await registerPlayer(page.request, { suite: 'gamehall' });
    await page.goto('/tournaments');
    await page.getByRole('link', { name: 'Spring Spin Race' }).click();
    await expect(page).toHaveURL('/tournaments/1');
    // The list stays on screen until the tournament's page has loaded; its cards say 'Ends in' too.
    await expect(page.getByRole('heading', { level: 1, name: 'Spring Spin Race' })).toBeVisible();
    await expect(page.getByText('Ends in')).toBeVisible();
    await page.getByRole('button', { name: 'Join the tournament' }).click();
    await expect(page.getByRole('status').filter({ hasText: /Your place|You are in/ })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Leaderboard' }).getByRole('row', { name: /\(You\)/ })).toBeVisible();
  });

  test('opens a jackpot with its growing pool and winners', async ({ page }) => {
    await page.goto('/jackpots');
    await page.getByRole('link', { name: /Mega Jackpot/ }).click();
    await expect(page).toHaveURL(/\/jackpots\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Mega Jackpot', level: 1 })).toBeVisible();
    const amount = page.locator('article').getByText(/^€[\d,.]+$/).first();
    const first = await amount.textContent();
    await expect(amount).not.toHaveText(first ?? '', { timeout: 5000 });
    await expect(page.getByRole('heading', { name: 'Latest winners' })).toBeVisible();
  });
});
