import { cmsQueryString } from './cms-query-string';

describe('cmsQueryString: qs with encodeValuesOnly (SPEC.md 7.3)', () => {
  it.each([
    ['a locale', { locale: 'pt-BR' }, 'locale=pt-BR'],
    ['a filter keeps its brackets and encodes the value', { filters: { url: { $eq: '/promo codes' } } }, 'filters[url][$eq]=%2Fpromo%20codes'],
    ['a populate object', { populate: { favicon: true } }, 'populate[favicon]=true'],
    ['a populate list', { populate: ['favicon', 'logo'] }, 'populate[0]=favicon&populate[1]=logo'],
    ['deep populate and locale', { populate: 'deep', locale: 'pl' }, 'populate=deep&locale=pl'],
    ['pagination', { pagination: { page: 2, pageSize: 25 } }, 'pagination[page]=2&pagination[pageSize]=25'],
    ['a value with & and =', { filters: { host: { $eq: 'a&b=c' } } }, 'filters[host][$eq]=a%26b%3Dc'],
    ['undefined values are left out', { locale: 'en', missing: undefined }, 'locale=en'],
  ])('%s', async (_case, query, expected) => {
    expect(await cmsQueryString(query)).toBe(expected);
  });
});
