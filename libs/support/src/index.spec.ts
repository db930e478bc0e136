import * as api from './index';

describe('@casino/support public API', () => {
  it('exposes the support page by route name, the catalogue and the chat effect', async () => {
    expect(Object.keys(api).sort()).toEqual(['ChatWidgetEffect', 'supportMessages', 'supportPages']);
    expect(Object.keys(api.supportPages)).toEqual(['support.index']);
    expect((await api.supportPages['support.index']()).name).toBe('SupportPage');
  });

  it('loads a real translation of every message in every locale', async () => {
    const en = await api.supportMessages.en();
    const pl = await api.supportMessages.pl();
    expect(Object.keys(pl).sort()).toEqual(Object.keys(en).sort());
    expect(pl['support.feedback.submit']).toBe('Wyślij wiadomość');
  });
});
