import * as api from './index';

describe('@casino/auth public API', () => {
  it('exposes the pages by route name and the dialogs by dialog id the shells plug in', () => {
    expect(Object.keys(api.authPages).sort()).toEqual(['forms.sign-in', 'forms.sign-up']);
    expect(Object.keys(api.authDialogs).sort()).toEqual(['auth', 'confirm-email', 'fill-profile-info', 'interactivity-warning', 'social-registration']);
  });

  it('loads each page as its own component', async () => {
    expect((await api.authPages['forms.sign-in']()).name).toBe('SignInPage');
    expect((await api.authPages['forms.sign-up']()).name).toBe('SignUpPage');
  });
});
