/** A market outcome the player can back: home win, draw or away win. */
export const SELECTIONS = ['home', 'draw', 'away'] as const;
export type Selection = (typeof SELECTIONS)[number];

export type SportsEvent = {
  id: string;
  sport: 'Football' | 'Tennis' | 'Basketball' | 'Ice hockey';
  league: string;
  home: string;
  away: string;
  /** Minutes after the start of the current UTC day. */
  startsInMinutes: number;
  /** Decimal odds; a two-way market (tennis, basketball) has no draw. */
  odds: { home: number; draw: number | null; away: number };
};

/**
 * The emulated sportsbook's card: a fixed fixture list that is always "today", so a seeded emulator shows the same
 * matches and odds every run (tests can rely on them) without a clock-dependent seed.
 */
export const SPORTS_EVENTS: readonly SportsEvent[] = [
  { id: 'fb-1', sport: 'Football', league: 'Premier League', home: 'Northbridge FC', away: 'Eastport United', startsInMinutes: 18 * 60, odds: { home: 1.85, draw: 3.6, away: 4.2 } },
  { id: 'fb-2', sport: 'Football', league: 'Premier League', home: 'Riverside Athletic', away: 'Kingsford City', startsInMinutes: 20 * 60 + 45, odds: { home: 2.6, draw: 3.25, away: 2.7 } },
  { id: 'fb-3', sport: 'Football', league: 'La Liga', home: 'Real Montaña', away: 'CD Costa Brava', startsInMinutes: 21 * 60, odds: { home: 1.5, draw: 4.1, away: 6.5 } },
  { id: 'tn-1', sport: 'Tennis', league: 'ATP Masters', home: 'L. Marchetti', away: 'J. Okafor', startsInMinutes: 15 * 60 + 30, odds: { home: 1.72, draw: null, away: 2.1 } },
  { id: 'bb-1', sport: 'Basketball', league: 'EuroLeague', home: 'Baltic Wolves', away: 'Aegean Stars', startsInMinutes: 19 * 60 + 30, odds: { home: 1.95, draw: null, away: 1.87 } },
  { id: 'ih-1', sport: 'Ice hockey', league: 'Nordic League', home: 'Frostvik IF', away: 'Lakeside Lynx', startsInMinutes: 17 * 60, odds: { home: 2.25, draw: 4.0, away: 2.55 } },
];

export const findEvent = (id: string) => SPORTS_EVENTS.find((event) => event.id === id);

/** The odds of a selection, or null when the market has no such outcome (a draw in tennis). */
export const oddsOf = (event: SportsEvent, selection: Selection) => event.odds[selection];

export const selectionLabel = (event: SportsEvent, selection: Selection) =>
  selection === 'home' ? event.home : selection === 'away' ? event.away : 'Draw';

export const startsAt = (event: SportsEvent, now = Date.now()) => {
  const day = new Date(now);
  day.setUTCHours(0, 0, 0, 0);
  return new Date(day.getTime() + event.startsInMinutes * 60_000);
};
