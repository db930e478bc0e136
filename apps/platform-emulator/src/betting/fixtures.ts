import { seededRandom } from '../db/random';

/*
 * The sportsbook's fixture list: a schedule that runs for ever, the same on every machine. Each UTC day has its
 * kick-off slots per sport (football by day and evening, tennis and esports round the clock, North American
 * basketball and hockey at night); who plays in a slot is drawn from the league's teams with the day as the seed.
 * A match lasts a fixed time, so at any moment a few are live, and its result follows from its id and kick-off.
 */

export const SPORTS = ['football', 'tennis', 'basketball', 'ice-hockey', 'esports'] as const;
export type Sport = (typeof SPORTS)[number];

export type Fixture = {
  id: string;
  sport: Sport;
  league: string;
  home: string;
  away: string;
  /** Kick-off, epoch milliseconds. */
  kickoff: number;
  /** How long the match takes in real time, breaks included. */
  duration: number;
  /** Fixed main-market odds, for the few fixtures other code and the journeys name (the rest are priced by model). */
  odds?: { home: number; draw: number | null; away: number };
};

const MINUTE = 60_000;
const DAY = 86_400_000;

/** Minutes a match of each sport takes, breaks included. */
export const DURATION: Record<Sport, number> = { football: 110 * MINUTE, tennis: 100 * MINUTE, basketball: 135 * MINUTE, 'ice-hockey': 145 * MINUTE, esports: 95 * MINUTE };

const minutes = (hour: number, minute = 0) => hour * 60 + minute;

/** Kick-off slots of a day (UTC) and the leagues that fill them, in turn. */
const SLOTS: Record<Sport, { times: number[]; leagues: string[] }> = {
  football: {
    times: [minutes(0, 30), minutes(1, 45), minutes(11, 30), minutes(13), minutes(14), minutes(15, 30), minutes(16, 30), minutes(17, 30), minutes(18, 45), minutes(19, 45), minutes(20, 45), minutes(22), minutes(23, 15)],
    leagues: ['Brasileirão', 'Brasileirão', 'Eredivisie', 'Premier League', 'Bundesliga', 'Ekstraklasa', 'Serie A', 'Primeira Liga', 'La Liga', 'Premier League', 'Champions Cup', 'Ligue 1', 'Brasileirão'],
  },
  tennis: { times: Array.from({ length: 18 }, (_, index) => minutes(0, 40) + index * 80), leagues: ['ATP Masters', 'WTA 1000', 'ATP 500', 'WTA 500', 'Challenger'] },
  basketball: { times: [minutes(0, 30), minutes(1, 30), minutes(2, 30), minutes(16, 30), minutes(18), minutes(19), minutes(20), minutes(23, 30)], leagues: ['NBA', 'NBA', 'NBA', 'EuroLeague', 'EuroLeague', 'Liga ACB', 'EuroLeague', 'NBA'] },
  'ice-hockey': { times: [minutes(0), minutes(1), minutes(2, 30), minutes(16), minutes(17, 30), minutes(18, 30), minutes(23, 30)], leagues: ['NHL', 'NHL', 'NHL', 'Nordic League', 'Nordic League', 'Extraliga', 'NHL'] },
  esports: { times: Array.from({ length: 24 }, (_, index) => minutes(0, 15) + index * 60), leagues: ['Counter-Strike 2', 'League of Legends', 'Dota 2', 'Valorant'] },
};

/** Teams and players by league: made up, with the flavour of each league. */
const TEAMS: Record<string, readonly string[]> = {
  'Premier League': ['Northbridge FC', 'Eastport United', 'Riverside Athletic', 'Kingsford City', 'Ashworth Rovers', 'Hollingbury Town', 'Westmarch Albion', 'Castleford Wanderers', 'Brackley Park', 'Oldham Vale'],
  'La Liga': ['Real Montaña', 'CD Costa Brava', 'Atlético Sierra', 'UD Levante Sur', 'Deportivo Alcázar', 'Racing Valdemar', 'CF Puerto Real', 'Sporting Navarra'],
  'Serie A': ['AC Montebello', 'Virtus Lagonera', 'FC Castellano', 'Sporting Aurelia', 'US Valleverde', 'Calcio Portofino', 'Atalanta Rossa', 'Real Tevere'],
  Bundesliga: ['FC Rheinberg', 'SV Altmark', 'Borussia Hainfeld', 'TSV Elbtal', 'VfB Nordheim', 'Eintracht Waldau', 'SC Isarstadt', 'FSV Mainau'],
  'Ligue 1': ['Olympique Lavande', 'FC Bordelais', 'AS Montclair', 'Stade Armoricain', 'RC Côte d’Opale', 'OGC Riviera', 'FC Val de Loire', 'AJ Saint-Clair'],
  Ekstraklasa: ['Wisła Nadmorska', 'Legia Mazowsze', 'Lech Wielkopolska', 'Górnik Śląsk', 'Pogoń Bałtyk', 'Jagiellonia Podlasie', 'Raków Częstochówka', 'Cracovia Wawel'],
  'Brasileirão': ['Atlético Serrano', 'Fluminense do Vale', 'Grêmio Litoral', 'Sport Recife Norte', 'Palmeiras do Sul', 'Cruzeiro Mineiro', 'Bahia Azul', 'Botafogo Praia'],
  Eredivisie: ['FC Polderstad', 'SC Dijkhuizen', 'Ajax Noordkust', 'PSV Kempen', 'Vitesse Heuvelrug', 'FC Waterland'],
  'Primeira Liga': ['SL Ribeira', 'FC Douro', 'Sporting Tejo', 'Vitória do Minho', 'Boavista Atlântico', 'Marítimo Sul'],
  'Champions Cup': ['Northbridge FC', 'Real Montaña', 'AC Montebello', 'FC Rheinberg', 'Olympique Lavande', 'SL Ribeira', 'Ajax Noordkust', 'Legia Mazowsze'],
  'ATP Masters': ['L. Marchetti', 'J. Okafor', 'N. Lindqvist', 'D. Herrera', 'T. Nakamura', 'K. Wójcik', 'A. Duarte', 'M. Fischer', 'S. Popescu', 'R. Almeida'],
  'ATP 500': ['H. Brandt', 'P. Morel', 'E. Kovač', 'J. de Wit', 'C. Ferreira', 'O. Novak', 'I. Sato', 'B. Ramírez'],
  'WTA 1000': ['A. Sørensen', 'M. Kowalska', 'L. Fontaine', 'E. Rossi', 'Y. Tanaka', 'C. Silva', 'V. Petrova', 'N. van Dijk', 'S. Mbeki', 'H. Larsen'],
  'WTA 500': ['I. Moreau', 'J. Novotná', 'P. Costa', 'A. Keller', 'R. Ortega', 'K. Ivanova', 'D. Jansen', 'F. Bianchi'],
  Challenger: ['G. Vidal', 'W. Zieliński', 'T. Botha', 'M. Sousa', 'L. Pérez', 'F. Ekström', 'Q. Nguyen', 'A. Dlamini'],
  NBA: ['Portland Pines', 'Memphis Blues', 'Denver Peaks', 'Boston Harbor', 'Phoenix Flares', 'Seattle Sound', 'Miami Tide', 'Chicago Windrunners', 'Dallas Stars', 'Atlanta Peaches'],
  EuroLeague: ['Baltic Wolves', 'Aegean Stars', 'Madrid Castellanos', 'Belgrade Eagles', 'Istanbul Bosphorus', 'Milano Lions', 'Kaunas Green', 'Athens Owls'],
  'Liga ACB': ['Valencia Naranja', 'Bilbao Basket Ría', 'Gran Canaria Sol', 'Zaragoza Ebro', 'Málaga Costa', 'Girona Muralla'],
  NHL: ['Toronto Lakers', 'Vancouver Orcas', 'Minnesota Frost', 'Colorado Summit', 'New Jersey Pike', 'Detroit Iron', 'Calgary Chinooks', 'Boston Bruisers', 'Florida Gators', 'Winnipeg Jets'],
  'Nordic League': ['Frostvik IF', 'Lakeside Lynx', 'Tampere Bears', 'Bergen Vikings', 'Luleå Northern', 'Oulu Icebreakers', 'Göteborg Storm', 'Aalborg Pirates'],
  Extraliga: ['HC Vltava', 'HC Tatry', 'Sparta Morava', 'HC Krkonoše', 'Dukla Beskydy', 'HC Šumava'],
  'Counter-Strike 2': ['Nova Vanguard', 'Iron Wolves', 'Polar Syndicate', 'Red Pandas', 'Team Eclipse', 'Blackout Five', 'Kraków Knights', 'São Paulo Sharks'],
  'League of Legends': ['Azure Dragons', 'Nightfall Esports', 'Team Solaris', 'Crimson Lotus', 'Obsidian Gaming', 'Silver Phoenix', 'Cape Town Titans', 'Lisbon Legends'],
  'Dota 2': ['Ancient Order', 'Radiant Five', 'Team Tempest', 'Void Walkers', 'Hydra Gaming', 'Northern Lights'],
  Valorant: ['Spectre Squad', 'Zero Gravity', 'Team Vortex', 'Barcelona Blaze', 'Warsaw Wraiths', 'Rio Renegades'],
};

/** The fixtures other code and the journeys name: daily at a fixed time, with fixed main-market odds. */
const PINNED: ReadonlyArray<Omit<Fixture, 'kickoff' | 'duration'> & { at: number }> = [
  { id: 'fb-1', sport: 'football', league: 'Premier League', home: 'Northbridge FC', away: 'Eastport United', at: minutes(18), odds: { home: 1.85, draw: 3.6, away: 4.2 } },
  { id: 'fb-2', sport: 'football', league: 'Premier League', home: 'Riverside Athletic', away: 'Kingsford City', at: minutes(20, 45), odds: { home: 2.6, draw: 3.25, away: 2.7 } },
  { id: 'fb-3', sport: 'football', league: 'La Liga', home: 'Real Montaña', away: 'CD Costa Brava', at: minutes(21), odds: { home: 1.5, draw: 4.1, away: 6.5 } },
  { id: 'tn-1', sport: 'tennis', league: 'ATP Masters', home: 'L. Marchetti', away: 'J. Okafor', at: minutes(15, 30), odds: { home: 1.72, draw: null, away: 2.1 } },
  { id: 'bb-1', sport: 'basketball', league: 'EuroLeague', home: 'Baltic Wolves', away: 'Aegean Stars', at: minutes(19, 30), odds: { home: 1.95, draw: null, away: 1.87 } },
  { id: 'ih-1', sport: 'ice-hockey', league: 'Nordic League', home: 'Frostvik IF', away: 'Lakeside Lynx', at: minutes(17), odds: { home: 2.25, draw: 4.0, away: 2.55 } },
];

/**
 * A pinned fixture's next kick-off: today's at its time, or tomorrow's once today's is less than half an hour away,
 * so it is always open for bets before the start (a bet keeps the kick-off it was placed on, and settles on it).
 */
function pinnedKickoff(at: number, now: number) {
  const today = Math.floor(now / DAY) * DAY + at * MINUTE;
  return today - now > 30 * MINUTE ? today : today + DAY;
}

const PREFIX: Record<Sport, string> = { football: 'fb', tennis: 'tn', basketball: 'bb', 'ice-hockey': 'ih', esports: 'es' };
const SPORT_OF: Record<string, Sport> = Object.fromEntries(SPORTS.map((sport) => [PREFIX[sport], sport]));

const hashOf = (text: string) => [...text].reduce((hash, char) => (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0, 7);

/** The scheduled fixtures of one sport on UTC day `day` (days since 1970). */
function dayFixtures(sport: Sport, day: number): Fixture[] {
  const { times, leagues } = SLOTS[sport];
  // Each league's teams are shuffled for the day and paired in order, so nobody plays twice on one day.
  const drawn = new Map<string, string[]>();
  const teamsOf = (league: string) => {
    let teams = drawn.get(league);
    if (!teams) {
      const random = seededRandom(hashOf(`${league}/${day}`));
      const pinned = new Set(PINNED.filter((fixture) => fixture.league === league).flatMap((fixture) => [fixture.home, fixture.away]));
      teams = (TEAMS[league] ?? []).filter((team) => !pinned.has(team)).map((team) => ({ team, key: random() })).sort((a, b) => a.key - b.key).map(({ team }) => team);
      drawn.set(league, teams);
    }
    return teams;
  };
  const used = new Map<string, number>();
  return times.map((time, slot) => {
    const league = leagues[slot % leagues.length] as string;
    const teams = teamsOf(league);
    const pair = used.get(league) ?? 0;
    used.set(league, pair + 1);
    const home = teams[(pair * 2) % teams.length] as string;
    const away = teams[(pair * 2 + 1) % teams.length] as string;
    return { id: `${PREFIX[sport]}-${day}-${slot}`, sport, league, home, away, kickoff: day * DAY + time * MINUTE, duration: DURATION[sport] };
  });
}

/** Whether a fixture is one of the pinned ones every day brings (the ones the demo's journeys bet on). */
export const isPinnedFixture = (fixture: Pick<Fixture, 'id'>): boolean => PINNED.some((pinned) => pinned.id === fixture.id);

/** The pinned fixtures as scheduled at `now`. */
const pinnedFixtures = (now: number): Fixture[] =>
  PINNED.map(({ at, ...fixture }) => ({ ...fixture, kickoff: pinnedKickoff(at, now), duration: DURATION[fixture.sport] }));

/** Fixtures that have not finished at `now` and start before `until`, optionally of one sport, by kick-off. */
export function fixturesBetween(now: number, until: number, sport?: Sport): Fixture[] {
  const list: Fixture[] = [];
  for (let day = Math.floor((now - DAY) / DAY); day * DAY < until; day++) {
    for (const each of sport ? [sport] : SPORTS) list.push(...dayFixtures(each, day));
  }
  list.push(...pinnedFixtures(now));
  return list
    .filter((fixture) => fixture.kickoff + fixture.duration > now && fixture.kickoff < until && (!sport || fixture.sport === sport))
    .sort((a, b) => a.kickoff - b.kickoff || a.id.localeCompare(b.id));
}

/**
 * The fixture of an id: a scheduled one (`fb-20419-3`), or a pinned one (`fb-1`) at `kickoff` when given (a bet's),
 * else at its next kick-off from `now`.
 */
export function findFixture(id: string, { now = Date.now(), kickoff }: { now?: number; kickoff?: number } = {}): Fixture | undefined {
  const pinned = PINNED.find((fixture) => fixture.id === id);
  if (pinned) {
    const { at, ...fixture } = pinned;
    return { ...fixture, kickoff: kickoff ?? pinnedKickoff(at, now), duration: DURATION[fixture.sport] };
  }
  const match = /^([a-z]{2})-(\d{1,6})-(\d{1,2})$/.exec(id);
  const sport = match ? SPORT_OF[match[1] as string] : undefined;
  if (!match || !sport) return undefined;
  return dayFixtures(sport, Number(match[2])).find((fixture) => fixture.id === id);
}

export const isLive = (fixture: Fixture, now: number) => fixture.kickoff <= now && now < fixture.kickoff + fixture.duration;
export const hasFinished = (fixture: Fixture, now: number) => now >= fixture.kickoff + fixture.duration;
