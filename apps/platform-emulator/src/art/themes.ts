/**
 * The themes of the demo catalogue: what a slot is about decides its name's words, its cover's colours, pattern
 * and motif. Motifs are game-icons names (see motifs.ts).
 */
export type Pattern = 'rays' | 'waves' | 'stars' | 'bricks' | 'diamonds' | 'dots' | 'scales' | 'stripes' | 'hexes' | 'rings';

export type Theme = {
  id: string;
  /** Sky (top) and ground (bottom) of the cover, and the halo behind the motif. */
  sky: string;
  ground: string;
  glow: string;
  /** The motif's fill and its darker shade; the title's light and dark ends. */
  motif: [string, string];
  title: [string, string];
  /** The outline under the title and the motif. */
  ink: string;
  pattern: Pattern;
  motifs: readonly string[];
  /** Words for "Book of {subject}" names (none: the theme does not read that way), whole names of their own, and
   * the heroes of "Mighty {hero}" names. */
  subjects: readonly string[];
  names: readonly string[];
  heroes: readonly string[];
};

export const THEMES = [
  {
    id: 'egypt', sky: '#1d2b64', ground: '#c9822b', glow: '#ffd27a', motif: ['#f4c542', '#8a5a12'], title: ['#fff1b8', '#e0a526'], ink: '#2a1606', pattern: 'rays',
    motifs: ['anubis', 'ankh', 'eye-of-horus', 'gold-scarab', 'egyptian-pyramids', 'pschent-double-crown', 'egyptian-temple', 'sarcophagus', 'mummy-head'],
    subjects: ['Ra', 'the Nile', 'Cleopatra', 'the Pharaoh', 'Anubis', 'Horus', 'Osiris', 'the Sphinx', 'Giza', 'Isis'],
    names: ['Pharaoh’s Fortune', 'Desert Scarab', 'Golden Ankh', 'Eye of the Sun', 'Tomb Raiders Gold', 'Nile Nights', 'Sands of Sekhmet'],
    heroes: ['Pharaoh', 'Anubis', 'Cleopatra', 'Horus', 'Scarab'],
  },
  {
    id: 'olympus', sky: '#2b1b5e', ground: '#6d8fd8', glow: '#ffe9a8', motif: ['#ffe08a', '#b3862a'], title: ['#ffffff', '#8fb8ff'], ink: '#170c35', pattern: 'rings',
    motifs: ['greek-temple', 'medusa-head', 'lightning-helix', 'laurel-crown', 'trident', 'minotaur', 'greek-sphinx', 'centurion-helmet', 'pegasus'],
    subjects: ['Olympus', 'Zeus', 'Medusa', 'Athena', 'Hades', 'Midas', 'the Titans', 'Hercules', 'Sparta'],
    names: ['Thunder of Zeus', 'Temple of Athena', 'Titan Strike', 'Golden Fleece', 'Mount Olympus Riches', 'Pegasus Rising'],
    heroes: ['Zeus', 'Medusa', 'Athena', 'Hercules', 'Poseidon'],
  },
  {
    id: 'vikings', sky: '#10283a', ground: '#5d7f94', glow: '#b8e3ff', motif: ['#d9e7f2', '#6b8699'], title: ['#ffffff', '#a9d2ff'], ink: '#07141d', pattern: 'diamonds',
    motifs: ['viking-helmet', 'viking-head', 'viking-shield', 'thor-hammer', 'battle-axe', 'drakkar-dragon', 'rune-stone', 'wolf-howl', 'crossed-axes'],
    subjects: ['Valhalla', 'the Vikings', 'Odin', 'Thor', 'Ragnarok', 'Asgard', 'Freya', 'the North'],
    names: ['Viking Raiders', 'Norse Legends', 'Frost Giants', 'Shieldmaiden', 'Rune Riches', 'Northern Wolves'],
    heroes: ['Vikings', 'Odin', 'Thor', 'Valkyrie'],
  },
  {
    id: 'aztec', sky: '#0f3b2c', ground: '#c2571b', glow: '#ffc35a', motif: ['#ffb13d', '#8c3d08'], title: ['#fff0a8', '#f09a1a'], ink: '#1d0e03', pattern: 'bricks',
    motifs: ['aztec-calendar-sun', 'mayan-pyramid', 'totem-mask', 'ceremonial-mask', 'snake-totem', 'sun-priest', 'feather-necklace'],
    subjects: ['Aztec Gold', 'El Dorado', 'Montezuma', 'the Jaguar', 'the Inca', 'the Maya', 'Quetzalcoatl'],
    names: ['Aztec Sun', 'Jungle Temple', 'Golden Idol', 'Mayan Masks', 'Serpent Gold', 'Lost City of Gold'],
    heroes: ['Jaguar', 'Montezuma', 'Aztec', 'Quetzal'],
  },
  {
    id: 'fruit', sky: '#6a0f3c', ground: '#f0503c', glow: '#ffd23f', motif: ['#ff4b55', '#8d1020'], title: ['#fffbd1', '#ffcc33'], ink: '#3a0318', pattern: 'stripes',
    motifs: ['cherry', 'lemon', 'grapes', 'watermelon', 'ringing-bell', 'clover', 'cut-lemon'],
    subjects: [],
    names: ['Hot Fruits', 'Cherry Blast', 'Juicy Sevens', 'Lucky Lemons', 'Fruit Fiesta', 'Berry Burst', 'Melon Madness', 'Sizzling 7s', 'Fruit Party', 'Fresh Fruits 40', 'Burning Bells', 'Triple Cherry'],
    heroes: ['Fruits', 'Cherries', 'Sevens', 'Bells', 'Melons'],
  },
  {
    id: 'gems', sky: '#1a0b3b', ground: '#1a7f8f', glow: '#9df3ff', motif: ['#4de1ff', '#1b5b9e'], title: ['#ffffff', '#7fe8ff'], ink: '#0b0622', pattern: 'hexes',
    motifs: ['gems', 'emerald', 'crystal-cluster', 'diamond-trophy', 'jewel-crown', 'fire-gem', 'crystal-shine'],
    subjects: ['Diamonds', 'the Crystal Caves', 'Sapphires', 'Rubies'],
    names: ['Diamond Rush', 'Gem Storm', 'Crystal Caverns', 'Sapphire Sevens', 'Ruby Riches', 'Starlight Gems', 'Jewel Vault'],
    heroes: ['Diamonds', 'Gems', 'Rubies', 'Crystals'],
  },
  {
    id: 'dragons', sky: '#4a0808', ground: '#c7261b', glow: '#ffd36b', motif: ['#ffcf3f', '#9b2a08'], title: ['#fff4b0', '#f2b632'], ink: '#2b0303', pattern: 'scales',
    motifs: ['dragon-head', 'double-dragon', 'asian-lantern', 'lotus', 'dragon-orb', 'spiked-dragon-head', 'pagoda', 'coins'],
    subjects: ['the Dragon', 'the Phoenix', 'the Jade Emperor', 'the Red Lantern', 'the Golden Koi'],
    names: ['Jade Dragon', 'Lucky Lanterns', 'Dragon’s Pearl', 'Fortune Dragon', 'Golden Pagoda', 'Five Dragons Gold', 'Lotus Blossom'],
    heroes: ['Dragon', 'Phoenix', 'Koi', 'Panda'],
  },
  {
    id: 'samurai', sky: '#16091f', ground: '#9e1c2b', glow: '#ff9f7a', motif: ['#f2e6d8', '#8e2236'], title: ['#ffffff', '#ff8c8c'], ink: '#120308', pattern: 'waves',
    motifs: ['samurai-helmet', 'katana', 'paper-lantern', 'bamboo', 'ninja-head', 'shinto-shrine', 'handheld-fan', 'tiger-head'],
    subjects: ['the Samurai', 'the Shogun', 'the Ronin', 'the Tiger', 'Edo', 'the Ninja'],
    names: ['Ninja Strike', 'Sakura Fortune', 'Way of the Katana', 'Shogun’s Gold', 'Ronin Rising', 'Bamboo Riches'],
    heroes: ['Samurai', 'Ninja', 'Shogun', 'Tiger'],
  },
  {
    id: 'ocean', sky: '#031d45', ground: '#0f8fa8', glow: '#7af2ff', motif: ['#66e0ff', '#0c5480'], title: ['#ffffff', '#5ee6ff'], ink: '#02102a', pattern: 'waves',
    motifs: ['kraken-tentacle', 'octopus', 'mermaid', 'trident', 'anchor', 'clownfish', 'shark-fin', 'sea-dragon', 'sea-turtle', 'oyster-pearl'],
    subjects: ['Atlantis', 'the Kraken', 'Neptune', 'the Deep', 'the Coral Reef', 'the Mermaid'],
    names: ['Big Catch', 'Deep Sea Treasure', 'Pearl Diver', 'Shark Bite', 'Ocean Bounty', 'Coral Kingdom', 'Tidal Riches'],
    heroes: ['Kraken', 'Shark', 'Mermaid', 'Bass'],
  },
  {
    id: 'space', sky: '#05031a', ground: '#4b1a8f', glow: '#c6a7ff', motif: ['#d8c8ff', '#5a35b0'], title: ['#ffffff', '#c89bff'], ink: '#04020f', pattern: 'stars',
    motifs: ['rocket', 'ringed-planet', 'ufo', 'astronaut-helmet', 'comet-spark', 'spaceship', 'moon-orbit'],
    subjects: ['the Moon', 'the Stars', 'the Galaxy', 'Orion', 'the Nebula', 'Mars'],
    names: ['Starburst Galaxy', 'Cosmic Cash', 'Rocket Riches', 'Moon Landing', 'Alien Wins', 'Starfall', 'Planet Gold'],
    heroes: ['Rocket', 'Aliens', 'Comet', 'Astronaut'],
  },
  {
    id: 'west', sky: '#5a1f0b', ground: '#e0913a', glow: '#ffe0a0', motif: ['#3d2314', '#1c0d05'], title: ['#fff0c8', '#f2a03d'], ink: '#2a0f04', pattern: 'rays',
    motifs: ['revolver', 'cowboy-boot', 'cowboy-holster', 'cactus', 'horse-head', 'desert-skull', 'outback-hat'],
    subjects: ['the Wild West', 'Tombstone', 'the Outlaws', 'the Frontier', 'the Sheriff'],
    names: ['Gold Rush Town', 'Wanted Outlaws', 'Dead Man’s Hand', 'Saloon Showdown', 'Desert Bandits', 'High Noon'],
    heroes: ['Outlaw', 'Sheriff', 'Bandits', 'Mustang'],
  },
  {
    id: 'irish', sky: '#0a3b1c', ground: '#3fa34d', glow: '#fff27a', motif: ['#7ee35d', '#1e6b23'], title: ['#fffde0', '#ffd23a'], ink: '#04200c', pattern: 'rays',
    motifs: ['clover', 'shamrock', 'horseshoe', 'coins-pile', 'rainbow-star'],
    subjects: ['the Leprechaun', 'the Rainbow', 'the Shamrock', 'Dublin'],
    names: ['Lucky Clover', 'Rainbow Riches Road', 'Pot o’ Gold', 'Shamrock Spins', 'Irish Eyes', 'Four Leaf Fortune'],
    heroes: ['Leprechaun', 'Clover', 'Rainbow'],
  },
  {
    id: 'pirates', sky: '#0b1b2b', ground: '#3b6e8f', glow: '#ffd98a', motif: ['#f1e2c2', '#6b4a22'], title: ['#fff6d6', '#e8b04a'], ink: '#05101a', pattern: 'waves',
    motifs: ['pirate-flag', 'pirate-captain', 'treasure-map', 'open-treasure-chest', 'ship-wheel', 'pirate-hat', 'pirate-cannon'],
    subjects: ['the Pirates', 'Blackbeard', 'Treasure Island', 'the Seven Seas', 'the Jolly Roger'],
    names: ['Pirate Gold', 'Buccaneer Bounty', 'Skull Island', 'Captain’s Treasure', 'Plunder the Sea'],
    heroes: ['Pirates', 'Buccaneer', 'Captain'],
  },
  {
    id: 'wild', sky: '#123018', ground: '#9b7b2f', glow: '#ffe38a', motif: ['#f3b33d', '#7a4a0e'], title: ['#fffbe0', '#ffc23a'], ink: '#0d1a06', pattern: 'rays',
    motifs: ['lion', 'gorilla', 'elephant-head', 'buffalo-head', 'eagle-emblem', 'wolf-head', 'bear-head', 'tiger', 'rhinoceros-horn'],
    subjects: ['the Jungle', 'the Savanna', 'the Wolf', 'the Buffalo', 'the Lion', 'the Eagle'],
    names: ['Wild Safari', 'Buffalo Thunder', 'Wolf Moon', 'King of the Jungle', 'Big Five', 'Timber Wolf', 'Great Rhino Run'],
    heroes: ['Buffalo', 'Lion', 'Wolf', 'Rhino', 'Gorilla', 'Eagle'],
  },
  {
    id: 'sweets', sky: '#ff7ab8', ground: '#7b3fd1', glow: '#fff0f7', motif: ['#ffffff', '#d4368a'], title: ['#ffffff', '#ffd1ec'], ink: '#4a0b3a', pattern: 'dots',
    motifs: ['cupcake', 'candy-canes', 'spiral-lollipop', 'donut', 'cake-slice'],
    subjects: [],
    names: ['Sugar Rush', 'Candy Carnival', 'Cake Factory', 'Lollipop Land', 'Donut Dash', 'Sweet Treats'],
    heroes: ['Candy', 'Donuts', 'Cupcakes', 'Gummies'],
  },
  {
    id: 'horror', sky: '#0c0616', ground: '#3b1458', glow: '#9dff7a', motif: ['#e8e0ff', '#5c2a7a'], title: ['#f4ffe0', '#9dff7a'], ink: '#05020a', pattern: 'rings',
    motifs: ['pumpkin-lantern', 'vampire-dracula', 'ghost', 'bat', 'crowned-skull', 'witch-face', 'coffin', 'hanging-spider'],
    subjects: ['Dracula', 'the Vampires', 'the Witch', 'Halloween', 'the Crypt'],
    names: ['Blood Moon', 'Haunted Manor', 'Zombie Night', 'Pumpkin Patch', 'Witching Hour', 'Crypt of Bones'],
    heroes: ['Vampire', 'Zombies', 'Witch', 'Werewolf'],
  },
  {
    id: 'winter', sky: '#0b2a5a', ground: '#8fd0f0', glow: '#ffffff', motif: ['#ffffff', '#c0303a'], title: ['#ffffff', '#ffd0d0'], ink: '#061634', pattern: 'stars',
    motifs: ['present', 'santa-hat', 'candy-canes', 'snowflake-2', 'ringing-bell', 'candles'],
    subjects: ['Santa', 'the North Pole', 'Winter', 'the Snow Queen'],
    names: ['Jingle Spins', 'Winter Wonderland', 'Santa’s Sleigh', 'Snowfall Gold', 'Frosty Fortune'],
    heroes: ['Santa', 'Snowman', 'Reindeer'],
  },
  {
    id: 'magic', sky: '#120a3a', ground: '#2f6a4f', glow: '#b5ffcf', motif: ['#caa7ff', '#4b2c8f'], title: ['#ffffff', '#caa7ff'], ink: '#08041c', pattern: 'stars',
    motifs: ['wizard-staff', 'crystal-ball', 'magic-potion', 'open-book', 'castle', 'unicorn', 'cauldron', 'griffin-symbol'],
    subjects: ['Avalon', 'Merlin', 'Camelot', 'the Wizard', 'Excalibur', 'the Fairies'],
    names: ['Spellbound', 'Crystal Ball', 'Enchanted Forest', 'Wizard’s Tower', 'Unicorn Dreams', 'Potion Master'],
    heroes: ['Wizard', 'Merlin', 'Unicorn', 'Sorceress'],
  },
  {
    id: 'gold', sky: '#2a1a06', ground: '#7a5a1a', glow: '#ffe27a', motif: ['#ffd34a', '#8a6410'], title: ['#fffbe0', '#ffc928'], ink: '#160c02', pattern: 'bricks',
    motifs: ['gold-mine', 'mine-wagon', 'miner', 'gold-nuggets', 'gold-bar', 'dynamite', 'money-stack'],
    subjects: ['Midas', 'El Dorado', 'the Vault'],
    names: ['Gold Digger', 'Nugget Rush', 'Dynamite Riches', 'Cash Vault', 'Golden Tickets', 'Bank Heist'],
    heroes: ['Gold', 'Nuggets', 'Cash', 'Miner'],
  },
  {
    id: 'classic', sky: '#1a0633', ground: '#b3124f', glow: '#ff5ad1', motif: ['#ffe14d', '#b3125f'], title: ['#ffffff', '#ff7ae0'], ink: '#12021f', pattern: 'stripes',
    motifs: ['slot-machine', 'ringing-bell', 'card-joker', 'crown-coin', 'diamond-trophy'],
    subjects: [],
    names: ['Joker Stars', 'Triple 7s', 'Hot Star', 'Neon Bars', 'Retro Reels', 'Flaming Hot', 'Vegas Nights', 'Super Joker 100'],
    heroes: ['Sevens', 'Joker', 'Bars', 'Stars'],
  },
  {
    id: 'arabia', sky: '#1b0c3f', ground: '#b0562a', glow: '#ffd08a', motif: ['#ffcf5c', '#7d3c12'], title: ['#fff4d6', '#ffb84a'], ink: '#14061f', pattern: 'diamonds',
    motifs: ['magic-lamp', 'camel-head', 'camel', 'jeweled-chalice', 'crescent-blade'],
    subjects: ['Arabian Nights', 'Aladdin', 'the Sultan', 'the Genie', 'Baghdad'],
    names: ['Desert Treasure', 'Magic Lamp', 'Sultan’s Gold', 'Thousand Nights', 'Oasis Riches'],
    heroes: ['Genie', 'Sultan', 'Aladdin'],
  },
] as const satisfies readonly Theme[];

export type ThemeId = (typeof THEMES)[number]['id'];

export const themeOf = (id: string): Theme => THEMES.find((theme) => theme.id === id) ?? THEMES[0];

/** The theme a name speaks of, for names not made from a theme's words (pinned games, sequels). */
export function themeOfName(name: string): ThemeId | undefined {
  const lower = name.toLowerCase();
  for (const theme of THEMES) {
    if ([...theme.subjects, ...theme.names].some((word) => lower.includes(word.toLowerCase().replace(/^the /, '')))) return theme.id;
  }
  return undefined;
}
