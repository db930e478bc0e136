import { errorPageFor } from './error-page';

describe('error pages (SPEC.md 8)', () => {
  it.each([
    [404, undefined, { page: 'not-found', status: 404, layout: 'default' }],
    [403, undefined, { page: 'forbidden', status: 403, layout: 'empty' }],
    [503, undefined, { page: 'maintenance', status: 503, layout: 'empty' }],
    [500, undefined, { page: 'not-found', status: 404, layout: 'default' }],
    [418, undefined, { page: 'not-found', status: 404, layout: 'default' }],
    [0, undefined, { page: 'not-found', status: 404, layout: 'default' }],
    [403, 'UserBannedException', { page: 'user-blocked', status: 403, layout: 'empty' }],
    [200, 'ApplicationDisabledException', { page: 'maintenance', status: 503, layout: 'empty' }],
    [500, 'ApplicationUnavailableException', { page: 'maintenance', status: 503, layout: 'empty' }],
    [403, 'AccessDeniedException', { page: 'forbidden', status: 403, layout: 'empty' }],
  ])('status %s with type %s shows %o', (status, type, expected) => {
    expect(errorPageFor(status, type)).toEqual(expected);
  });
});
