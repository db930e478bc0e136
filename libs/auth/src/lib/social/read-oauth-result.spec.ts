import { popupFeatures, readOAuthResult } from './read-oauth-result';

const at = (href: string) => ({ location: new URL(href) as unknown as Location });

describe('readOAuthResult', () => {
  const origin = 'https://casino.example';

  it('reads the result once the popup is back on the site', () => {
    expect(readOAuthResult(at('https://casino.example/?oauth=success'), origin)).toBe('success');
    expect(readOAuthResult(at('https://casino.example/pl/gamehall?x=1&oauth=cancel'), origin)).toBe('cancel');
  });

  it('waits while the popup is on the consent page or at the provider', () => {
    expect(readOAuthResult(at('https://casino.example/oauth/init?service=google'), origin)).toBeNull();
    expect(readOAuthResult(at('https://accounts.provider.example/?oauth=success'), origin)).toBeNull();
  });

  it('waits when the location cannot be read (another origin)', () => {
    const crossOrigin = {
      get location(): Location {
        throw new DOMException('Blocked a frame with origin', 'SecurityError');
      },
    };
    expect(readOAuthResult(crossOrigin, origin)).toBeNull();
  });
});

describe('popupFeatures', () => {
  it('asks for a 640x480 popup centred over the window', () => {
    expect(popupFeatures({ width: 640, height: 480 }, { screenX: 100, screenY: 50, outerWidth: 1440, outerHeight: 900 })).toBe(
      'popup=yes,width=640,height=480,left=500,top=260',
    );
  });
});
