import type { GameHistoryExport, GameLike, GameRound, StorageValues, SupportSettings } from '@casino/platform-contract';

const eur = (amount: number) => ({ amount, currency: 'EUR' });

export const supportSettingsFixture: SupportSettings = {
  provider: 'livechat',
  config: { livechat: { license: '12345678', lang: 'en' } },
};

export const storageFixture: StorageValues = { already_seen_cashback_id: '42' };

export const gameLikesFixture: GameLike[] = [{ sysname: 'golden-pharaoh', likes_count: 128, is_liked: true }];

export const gameRoundsFixture: GameRound[] = [
  { id: 2, game: { sysname: 'fruit-storm', name: 'Fruit Storm' }, mode: 'real', bet: eur(1), win: eur(12.4), balance_after: eur(1250.5), is_freespin: false, created_at: '2026-11-21T19:05:00Z' },
  { id: 1, game: { sysname: 'golden-pharaoh', name: 'Golden Pharaoh' }, mode: 'real', bet: eur(2), win: eur(0), balance_after: eur(1239.1), is_freespin: false, created_at: '2026-11-21T19:00:00Z' },
];

export const gameHistoryExportFixture: GameHistoryExport = {
  id: 3,
  date_from: '2026-11-01',
  date_to: '2026-11-20',
  format: 'csv',
  created_at: '2026-11-20T12:00:00Z',
  status: 'ready',
  url: '/platform/exports/3.csv',
};
