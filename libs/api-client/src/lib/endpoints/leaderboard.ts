import { leaderboardSchema, type Leaderboard } from '@casino/platform-contract';
import { platformApi } from '../platform-api';

export type LeaderboardQuery = { tournament_id: number | string; offset?: number; count?: number };

export const leaderboardApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    getLeaderboard: build.query<Leaderboard, LeaderboardQuery>({
      query: (args) => ({ method: 'leaderboard.get', params: { ...args }, schema: leaderboardSchema }),
      providesTags: ['Leaderboard'],
    }),
  }),
});

export const { useGetLeaderboardQuery } = leaderboardApi;
