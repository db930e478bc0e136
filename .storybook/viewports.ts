/** Viewport presets at the breakpoints of SPEC.md section 9 (the width that starts each range). */
export const storyViewports = {
  mobile: { name: 'Mobile 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
  tablet: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  laptop: { name: 'Laptop 992', styles: { width: '992px', height: '768px' }, type: 'desktop' },
  laptopLarge: { name: 'Laptop large 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
  desktopSmall: { name: 'Desktop small 1366', styles: { width: '1366px', height: '768px' }, type: 'desktop' },
  desktop: { name: 'Desktop 1440', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
  desktopLarge: { name: 'Desktop large 1920', styles: { width: '1920px', height: '1080px' }, type: 'desktop' },
} as const;
