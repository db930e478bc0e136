import type { Game } from '@casino/platform-contract';
import type { TileData } from '../shared/use-tile-data';

const names = ['Golden Pharaoh', 'Neon Fruits', 'Dragon Fortune', 'Candy Blast', 'Lucky Sevens', 'Crown of Aztec', 'Wild Cherries', 'Starlight Riches', 'Viking Gold', 'Mermaid Pearls', 'Cosmic Spins', 'Book of Sun'];
const providers = ['aurora', 'northlive', 'granite-peak'];
const tagCycle: Game['tags'][] = [['new'], [], ['jackpot'], ['popular'], [], ['exclusive'], ['new', 'popular'], []];

/** Story games with the ui-kit's demo artwork (served by this lib's Storybook). */
export function storyGames(count: number): Game[] {
  return Array.from({ length: count }, (_, index) => {
    const name = index < names.length ? (names[index] ?? '') : `${names[index % names.length] ?? ''} ${Math.floor(index / names.length) + 1}`;
    const image = `/games/game-${String((index % 12) + 1).padStart(2, '0')}.svg`;
    return {
      id: index + 1,
      sysname: `story-game-${index + 1}`,
      name,
      image_url: image,
      description: { name, img_288_192: image },
      provider: providers[index % providers.length] ?? 'aurora',
      categories: ['slots'],
      has_demo: index % 3 !== 1,
      tags: tagCycle[index % tagCycle.length] ?? [],
      full_screen: 'all',
    };
  });
}

const PROVIDER_TITLES: Record<string, string> = { aurora: 'Aurora Gaming', northlive: 'North Live', 'granite-peak': 'Granite Peak' };

/** Tile data without the api: a signed-in player (likes toggle locally) or a visitor. */
export function storyTileData({ signedIn = true, liked = [] as string[], freespins = {} as Record<string, number>, maxBadges = 2 } = {}): TileData {
  const likedSet = new Set(liked);
  return {
    likes: {
      canLike: signedIn,
      favourites: liked,
      isLiked: (sysname) => likedSet.has(sysname),
      toggleLike: async (sysname) => {
        if (likedSet.has(sysname)) likedSet.delete(sysname);
        else likedSet.add(sysname);
      },
    },
    freespinsLeft: new Map(Object.entries(freespins)),
    providerTitle: (sysname) => PROVIDER_TITLES[sysname] ?? sysname,
    maxBadges,
  };
}
