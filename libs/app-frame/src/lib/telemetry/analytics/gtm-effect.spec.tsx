import { createTestStore, renderPage, startTestServer } from '@casino/session/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { frameMessages } from '../../../frame-messages';
import { ANALYTICS_CONSENT_STORAGE_KEY } from '../consent/analytics-consent';
import type { DataLayerHost } from './data-layer';
import { GTM_SCRIPT_ID, gtmIdOf } from './gtm';
import { GtmEffect } from './gtm-effect';

startTestServer();

// The banner's texts are the frame's own catalogue.
const frame = { messages: frameMessages };

const gtmScript = () => document.getElementById(GTM_SCRIPT_ID) as HTMLScriptElement | null;
const banner = () => screen.queryByRole('region', { name: 'Cookie consent' });

afterEach(() => {
  gtmScript()?.remove();
  delete (window as DataLayerHost).dataLayer;
  localStorage.clear();
});

describe('gtmIdOf', () => {
  it.each([
    [{ analytic: { gtm_id: 'GTM-ABC123' } }, 'GTM-ABC123'],
    [{ analytic: { gtm_id: null } }, null],
    [{ analytic: null }, null],
    [{ analytic: { gtm_id: 'GTM-x"><script>' } }, null],
    [{ analytic: { gtm_id: 42 } }, null],
    [undefined, null],
  ])('%o -> %s', (generalInfo, expected) => {
    expect(gtmIdOf(generalInfo as never)).toBe(expected);
  });
});

describe('GtmEffect', () => {
  it('asks for consent and loads nothing before it; Accept loads the container once, with the events queued so far', async () => {
    (window as DataLayerHost).dataLayer = [{ event: 'identify' }];
    const store = await createTestStore({ generalInfo: { analytic: { gtm_id: 'GTM-TEST42' } } });
    await renderPage(<GtmEffect scriptBase="/platform/gtm" />, { store, feature: frame });
    const region = await screen.findByRole('region', { name: 'Cookie consent' });
    expect(gtmScript()).toBeNull();
    await userEvent.click(within(region).getByRole('button', { name: 'Accept analytics' }));
    expect(banner()).toBeNull();
    expect(gtmScript()?.getAttribute('src')).toBe('/platform/gtm/gtm.js?id=GTM-TEST42');
    expect(gtmScript()?.async).toBe(true);
    expect((window as DataLayerHost).dataLayer).toEqual([{ event: 'identify' }, { 'gtm.start': expect.any(Number), event: 'gtm.js' }]);
    expect(localStorage.getItem(ANALYTICS_CONSENT_STORAGE_KEY)).toBe('granted');
  });

  it('Decline is remembered and loads nothing', async () => {
    const store = await createTestStore({ generalInfo: { analytic: { gtm_id: 'GTM-TEST42' } } });
    const view = await renderPage(<GtmEffect scriptBase="/platform/gtm" />, { store, feature: frame });
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(banner()).toBeNull();
    expect(gtmScript()).toBeNull();
    expect(localStorage.getItem(ANALYTICS_CONSENT_STORAGE_KEY)).toBe('denied');
    view.unmount();
    await renderPage(<GtmEffect scriptBase="/platform/gtm" />, { store, feature: frame });
    await act(async () => undefined);
    expect(banner()).toBeNull();
    expect(gtmScript()).toBeNull();
  });

  it('loads at once, without asking again, when consent was given on an earlier visit', async () => {
    localStorage.setItem(ANALYTICS_CONSENT_STORAGE_KEY, 'granted');
    const store = await createTestStore({ generalInfo: { analytic: { gtm_id: 'GTM-TEST42' } } });
    await renderPage(<GtmEffect scriptBase="https://www.googletagmanager.com" />, { store });
    await vi.waitFor(() => expect(gtmScript()?.getAttribute('src')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-TEST42'));
    expect(banner()).toBeNull();
  });

  it('neither asks nor loads when general info names no container', async () => {
    localStorage.setItem(ANALYTICS_CONSENT_STORAGE_KEY, 'granted');
    const store = await createTestStore({ generalInfo: { analytic: { gtm_id: null } } });
    await renderPage(<GtmEffect scriptBase="/platform/gtm" />, { store, feature: frame });
    await act(async () => undefined);
    expect(banner()).toBeNull();
    expect(gtmScript()).toBeNull();
  });
});

describe('GtmEffect on the server', () => {
  it('leaves the banner out of the HTML: only the browser knows whether the visitor answered', async () => {
    const { renderToString } = await import('react-dom/server');
    const { Provider } = await import('react-redux');
    const store = await createTestStore({ generalInfo: { analytic: { gtm_id: 'GTM-TEST42' } } });
    const html = renderToString(
      <Provider store={store}>
        <GtmEffect scriptBase="/platform/gtm" />
      </Provider>,
    );
    expect(html).toBe('');
  });
});
