import { parseLocation } from '../location';
import { scrollActionFor } from './scroll-action';

describe('scroll on navigation (SPEC.md 2.3)', () => {
  it.each([
    ['/offers', '/support', { type: 'top' }],
    ['/pl/offers', '/pl/offers/3', { type: 'top' }],
    ['/offers', '/pl/offers', { type: 'top' }],
    ['/pl/support', '/pl/support#faq', { type: 'hash', hash: '#faq' }],
    ['/pl/support#a', '/pl/support#b', { type: 'hash', hash: '#b' }],
    ['/offers', '/support#faq', { type: 'hash', hash: '#faq' }],
    [null, '/pt-BR/support#faq', { type: 'hash', hash: '#faq' }],
    [null, '/pt-BR/support', { type: 'none' }],
    ['/cashier/history?tab=deposit', '/cashier/history?tab=bonuses', { type: 'none' }],
    ['/pl/support#faq', '/pl/support#faq', { type: 'none' }],
    ['/pl/support#faq', '/pl/support', { type: 'none' }],
    // Command hashes are not anchors.
    ['/pl/game/x', '/pl/game/x#real', { type: 'none' }],
    ['/offers', '/pl?popup=1#popup-preview', { type: 'top' }],
  ])('from %s to %s: %o', (from, to, expected) => {
    expect(scrollActionFor(from === null ? null : parseLocation(from), parseLocation(to), ['#real', '#popup-preview'])).toEqual(expected);
  });
});
