import { DEFAULT_SEARCH_CONFIG, readSearchConfig } from './search-config';

const document = (fields: Record<string, unknown>) => ({ id: 1, documentId: 'searchconfig', ...fields });

describe('the CMS search settings', () => {
  it('are read from the search-config single type', () => {
    expect(readSearchConfig(document({ placeholder: 'Find a game', emptyText: 'Nothing', minQueryLength: 3, debounceMs: 300, resultsLimit: 12 }))).toEqual({
      placeholder: 'Find a game',
      emptyText: 'Nothing',
      minQueryLength: 3,
      debounceMs: 300,
      resultsLimit: 12,
    });
  });

  it('fall back to the defaults field by field', () => {
    expect(readSearchConfig(undefined)).toEqual(DEFAULT_SEARCH_CONFIG);
    expect(readSearchConfig(document({ minQueryLength: 'two', debounceMs: -5, resultsLimit: 1e6, placeholder: ' ' }))).toEqual(DEFAULT_SEARCH_CONFIG);
  });
});
