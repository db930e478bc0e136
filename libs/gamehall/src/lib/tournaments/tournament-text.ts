import type { Tournament } from '@casino/platform-contract';
import { descriptionText } from '../shared/description';

/** A tournament's name is its description title (the platform sends no other name). */
export const tournamentTitle = (tournament: Tournament) => descriptionText(tournament.description, 'title') ?? `#${tournament.id}`;
