import { checkCatalogueCompleteness } from '@casino/i18n';
import * as api from './index';

describe('@casino/content public API', () => {
  it('exposes exactly the names other projects may use', () => {
    expect(Object.keys(api).sort()).toEqual(['contentMessages', 'contentPages']);
  });

  it('has the page of the slug route (SPEC.md 2.1 /{slug}), loaded as its own chunk', async () => {
    expect(Object.keys(api.contentPages)).toEqual(['slug']);
    expect((await api.contentPages.slug()).name).toBe('ContentPage');
  });

  it('is translated into every locale', async () => {
    expect(await checkCatalogueCompleteness(api.contentMessages)).toEqual([]);
  });
});
