import type { GameTileBadge } from './game-tile';

/** Demo catalogue for stories: artwork is served from the lib's Storybook static folder. */
export type DemoGame = { id: string; name: string; provider: string; imageSrc: string; badges: GameTileBadge[] };

const names = ['Golden Pharaoh', 'Neon Fruits', 'Dragon Fortune', 'Candy Blast', 'Lucky Sevens', 'Crown of Aztec', 'Wild Cherries', 'Starlight Riches', 'Viking Gold', 'Mermaid Pearls', 'Cosmic Spins', 'Book of Sun'];
const providers = ['Pragmatic Play', 'NetEnt', 'Play’n GO', 'Evolution', 'Push Gaming', 'Hacksaw'];
const badgeCycle: GameTileBadge[][] = [
  [{ tone: 'new', label: 'New' }],
  [],
  [{ tone: 'jackpot', label: 'Jackpot' }],
  [{ tone: 'hot', label: 'Hot' }],
  [],
  [{ tone: 'freespins', label: 'Free spins' }],
  [{ tone: 'demo', label: 'Demo' }],
  [],
];

export function demoGames(count: number): DemoGame[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `game-${index + 1}`,
    name: index < names.length ? names[index] : `${names[index % names.length]} ${Math.floor(index / names.length) + 1}`,
    provider: providers[index % providers.length],
    imageSrc: `/games/game-${String((index % 12) + 1).padStart(2, '0')}.svg`,
    badges: badgeCycle[index % badgeCycle.length],
  }));
}
