import { breakpointOf, mediaOnly, mediaUp } from './breakpoints';

describe('breakpoints of SPEC.md section 9', () => {
  it.each([
    [375, 'mobile'],
    [767, 'mobile'],
    [768, 'tablet'],
    [991, 'tablet'],
    [992, 'laptop'],
    [1279, 'laptop'],
    [1280, 'laptopLarge'],
    [1365, 'laptopLarge'],
    [1366, 'desktopSmall'],
    [1439, 'desktopSmall'],
    [1440, 'desktop'],
    [1919, 'desktop'],
    [1920, 'desktopLarge'],
  ])('%i px is %s', (width, name) => {
    expect(breakpointOf(width)).toBe(name);
  });

  it('builds media queries for each range', () => {
    expect(mediaUp.laptop).toBe('(min-width: 992px)');
    expect(mediaOnly.tablet).toBe('(min-width: 768px) and (max-width: 991.98px)');
    expect(mediaOnly.desktopLarge).toBe('(min-width: 1920px)');
  });
});
