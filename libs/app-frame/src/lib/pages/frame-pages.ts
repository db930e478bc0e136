import type { PageMap } from '@casino/routing';

/** The frame's own page: the internal `/_icons` sprite page (svg-sprite layout). */
export const framePages: PageMap = {
  icons: () => import('./icons-page').then((module) => module.FrameIconsPage),
};
