import type { FatalError } from '@casino/api-client';
import { fatalErrorCovers } from './fatal-error-scope';

const banned: FatalError = { status: 403, type: 'UserBannedException' };
const maintenance: FatalError = { status: 503, type: 'ApplicationDisabledException' };
const forbidden: FatalError = { status: 403, type: 'AccessDeniedException' };

describe('fatalErrorCovers', () => {
  it.each([
    ['a banned player on the support page', banned, '/support', false],
    ['a banned player on the support page in Polish', banned, '/pl/support', false],
    ['a banned player on the support page with a trailing slash', banned, '/ca/support/', false],
    ['a banned player anywhere else', banned, '/gamehall', true],
    ['a banned player on a slug that starts like support', banned, '/support-faq', true],
    ['maintenance on the support page', maintenance, '/support', true],
    ['a forbidden answer on the support page', forbidden, '/support', true],
  ])('%s: %s', (_, error, pathname, covers) => {
    expect(fatalErrorCovers(error, pathname)).toBe(covers);
  });
});
