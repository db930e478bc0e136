import { EmptyLayout } from './empty-layout';
import { SvgSpriteLayout } from './svg-sprite-layout';

/** The layouts of SPEC.md 2.5 every shell shares; a shell adds its own default and game layouts. */
export const frameLayouts = { empty: EmptyLayout, 'svg-sprite': SvgSpriteLayout };
