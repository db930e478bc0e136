import * as api from './index';

describe('@casino/betting public API', () => {
  it('exposes the betting page by route name and the catalogue', async () => {
    expect(Object.keys(api).sort()).toEqual(['bettingMessages', 'bettingPages']);
    expect(Object.keys(api.bettingPages)).toEqual(['betting']);
    expect((await api.bettingPages.betting()).name).toBe('BettingPage');
  });

  it('loads a real translation of every message in every locale', async () => {
    const en = await api.bettingMessages.en();
    const ar = await api.bettingMessages.ar();
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
    expect(ar['betting.page.title']).toBe('المراهنات');
  });
});
