import { bannersApi, gamesApi, jackpotsApi, tournamentsApi } from '@casino/api-client';
import { cmsContentApi, cmsFindsApi } from '@casino/cms-client';
import type { PageData, PageDataMap } from '@casino/routing';
import { readHallFilter } from './shared/hall-paths';
import { hallGamesFilter } from './hall/hall-page-query';
import { homeRowCategories, homeRowQuery, ROWS_BEFORE_JACKPOTS } from './home/home-rows';

/** The catalogue's tile data every game list reads: providers' names, and the CMS image-name mapping. */
const tileData: PageData = (dispatch) => {
  dispatch(gamesApi.util.prefetch('getGameProviders', undefined, {}));
  dispatch(cmsFindsApi.util.prefetch('getCmsWebSetting', undefined, {}));
};

const hall: PageData = (dispatch, request) => {
  tileData(dispatch, request);
  dispatch(gamesApi.util.prefetch('getGameCategories', undefined, {}));
  const { category, providers } = readHallFilter(request.params['id'], request.search.toString());
  // RTK Query's prefetch util knows no infinite queries: its first page is started the way the hook would.
  dispatch(gamesApi.endpoints.getGamePages.initiate(hallGamesFilter({ category: category ?? undefined, providers }), { subscribe: false }));
};

/**
 * What the game hall's pages ask for first, started beside the shell's guards (see `PageData` in routing): the
 * same arguments as the pages' own hooks, so the pages find the answers in flight and nothing is asked twice.
 */
export const gamehallPageData = {
  index: (dispatch, request) => {
    tileData(dispatch, request);
    dispatch(bannersApi.util.prefetch('getBanners', undefined, {}));
    dispatch(cmsContentApi.util.prefetch('getCmsCommon', undefined, {}));
    // The first rows need the categories' order first: their games follow as soon as it is known.
    const categories = dispatch(gamesApi.endpoints.getGameCategories.initiate(undefined, { subscribe: false }));
    void categories.then(({ data }) => {
      for (const category of homeRowCategories(data).slice(0, ROWS_BEFORE_JACKPOTS)) {
        dispatch(gamesApi.util.prefetch('getGames', homeRowQuery(category.id), {}));
      }
    });
  },
  'gamehall.index': hall,
  'gamehall.category': hall,
  'jackpots.item': (dispatch, { params }) => {
    dispatch(jackpotsApi.util.prefetch('getJackpots', undefined, {}));
    dispatch(jackpotsApi.util.prefetch('getJackpotWinners', { jackpot_id: params['id'] ?? '', count: 20 }, {}));
  },
  'tournaments.item': (dispatch, { params }) => {
    dispatch(tournamentsApi.util.prefetch('getTournaments', { id: params['id'] ?? '' }, {}));
  },
  // A tournament's games are its category's: the hall's first page follows as soon as the tournament is known.
  'tournaments.item.gamehall': (dispatch, request) => {
    tileData(dispatch, request);
    const tournament = dispatch(tournamentsApi.endpoints.getTournaments.initiate({ id: request.params['id'] ?? '' }, { subscribe: false }));
    void tournament.then(({ data }) => {
      const { providers } = readHallFilter(undefined, request.search.toString());
      dispatch(gamesApi.endpoints.getGamePages.initiate(hallGamesFilter({ category: data?.[0]?.category ?? undefined, providers }), { subscribe: false }));
    });
  },
  'game-sysname': (dispatch, { params }) => {
    const sysname = params['sysname'];
    if (sysname) dispatch(gamesApi.util.prefetch('getGame', sysname, {}));
    dispatch(cmsContentApi.util.prefetch('getCmsGamesConfig', undefined, {}));
  },
} satisfies PageDataMap;
