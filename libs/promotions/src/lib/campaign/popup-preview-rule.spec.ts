import { navigationTo } from '@casino/routing';
import { popupPreview } from './popup-preview-rule';

describe('rule: #popup-preview', () => {
  it.each([
    ['/?popup=12#popup-preview', '12'],
    ['/pl/offers?popup=summer-cup#popup-preview', 'summer-cup'],
  ])('%s opens the preview of campaign popup %s', (url, popup) => {
    expect(popupPreview(navigationTo(url))).toEqual({
      type: 'open-dialog',
      dialog: { id: 'campaign', preview: true, popup },
    });
  });

  it.each(['/#popup-preview', '/pl?popup=#popup-preview', '/pl?popup=12', '/pl?popup=12#preview'])(
    'does nothing on %s',
    (url) => {
      expect(popupPreview(navigationTo(url))).toEqual({ type: 'continue' });
    },
  );
});
