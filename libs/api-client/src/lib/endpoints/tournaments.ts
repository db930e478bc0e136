import { itemsOf, tournamentSchema, type Tournament } from '@casino/platform-contract';
import { platformApi } from '../platform-api';

export type TournamentsQuery = { id?: number | string; status?: readonly ('upcoming' | 'active' | 'finished')[]; offset?: number; count?: number };

export const tournamentsApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    /** tournaments.get answers `data.items` (SPEC.md 3). */
    getTournaments: build.query<Tournament[], TournamentsQuery | void>({
      query: (args) => ({ method: 'tournaments.get', params: { ...args }, schema: itemsOf(tournamentSchema) }),
      transformResponse: ({ items }: { items: Tournament[] }) => items,
      providesTags: ['Tournaments'],
    }),
    /** Joins a tournament; answers the tournament with the player's standing. */
    participateInTournament: build.mutation<Tournament, { tournament_id: number | string }>({
      query: ({ tournament_id }) => ({ method: 'tournaments.participate', body: { tournament_id }, schema: tournamentSchema }),
      invalidatesTags: ['Tournaments', 'Leaderboard'],
    }),
  }),
});

export const { useGetTournamentsQuery, useParticipateInTournamentMutation } = tournamentsApi;
