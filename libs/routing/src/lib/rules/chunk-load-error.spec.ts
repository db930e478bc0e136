import { parseLocation } from '../location';
import { chunkLoadErrorDecision, isChunkLoadError } from './chunk-load-error';

describe('rule: chunk load error', () => {
  const chunkError = (message: string, name = 'TypeError') => Object.assign(new Error(message), { name });

  it.each([
    [chunkError('Failed to fetch dynamically imported module: /assets/page-abc.js')],
    [chunkError('error loading dynamically imported module')],
    [chunkError('Importing a module script failed.')],
    [chunkError('Unable to preload CSS for /assets/x.css')],
    [chunkError('Loading chunk 42 failed.', 'ChunkLoadError')],
  ])('recognises %s', (error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([[new Error('Network down')], ['Failed to fetch dynamically imported module'], [null]])(
    'does not take %s for a chunk error',
    (error) => {
      expect(isChunkLoadError(error)).toBe(false);
    },
  );

  it.each([
    ['/pl/cashier/deposit?amount=5#form'],
    ['/game/starburst'],
  ])('reloads the target path %s', (url) => {
    const error = chunkError('Failed to fetch dynamically imported module');
    expect(chunkLoadErrorDecision(error, parseLocation(url))).toEqual({ type: 'reload', url });
  });

  it("reloads the site's home instead of a path a browser would read as another host", () => {
    const error = chunkError('Failed to fetch dynamically imported module');
    expect(chunkLoadErrorDecision(error, { pathname: '//evil.example/x', search: '', hash: '' })).toEqual({ type: 'reload', url: '/' });
  });

  it('does not reload twice for the same path, nor for other errors', () => {
    const error = chunkError('Failed to fetch dynamically imported module');
    expect(chunkLoadErrorDecision(error, parseLocation('/pl/offers'), '/pl/offers')).toBeNull();
    expect(chunkLoadErrorDecision(new Error('boom'), parseLocation('/pl/offers'))).toBeNull();
  });
});
