import { loyaltyApi } from '@casino/api-client';
import type { PageDataMap } from '@casino/routing';
import { programIdOf } from './program/program-id';

/**
 * What the loyalty pages ask for first, started beside the shell's guards (see `PageData` in routing), with the
 * arguments of the pages' own hooks: a programme's page asks for the programme.
 */
export const loyaltyPageData = {
  'loyalty.item': (dispatch, { params }) => {
    const id = programIdOf(params['sysname']);
    if (id !== undefined) dispatch(loyaltyApi.util.prefetch('getLoyaltyProgram', { id }, {}));
  },
} satisfies PageDataMap;
