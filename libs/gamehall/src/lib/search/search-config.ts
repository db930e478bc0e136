import type { CmsLooseDocument } from '@casino/cms-client';

/** The games search settings of the CMS `search-config` single type, with the defaults used until it arrives. */
export type SearchConfig = {
  placeholder: string | undefined;
  emptyText: string | undefined;
  minQueryLength: number;
  debounceMs: number;
  resultsLimit: number;
};

export const DEFAULT_SEARCH_CONFIG: SearchConfig = {
  placeholder: undefined,
  emptyText: undefined,
  minQueryLength: 2,
  debounceMs: 250,
  resultsLimit: 24,
};

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);
const whole = (value: unknown, min: number, max: number, fallback: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : fallback;

/** Reads the loose CMS document field by field: a missing or wrong value keeps its default. */
export function readSearchConfig(document: CmsLooseDocument | undefined): SearchConfig {
  if (!document) return DEFAULT_SEARCH_CONFIG;
  return {
    placeholder: text(document['placeholder']),
    emptyText: text(document['emptyText']),
    minQueryLength: whole(document['minQueryLength'], 1, 10, DEFAULT_SEARCH_CONFIG.minQueryLength),
    debounceMs: whole(document['debounceMs'], 0, 2000, DEFAULT_SEARCH_CONFIG.debounceMs),
    resultsLimit: whole(document['resultsLimit'], 1, 100, DEFAULT_SEARCH_CONFIG.resultsLimit),
  };
}
