import { iconPaths, iconNames } from './icon-paths';

/** The id of an icon's <symbol> in the sprite. */
export const iconSymbolId = (name: string) => `icon-${name}`;

/**
 * The inline SVG sprite: every icon once, as a <symbol>. Mount it once at the top of the app (and in
 * Storybook's preview); each `Icon` then costs one <use> element instead of repeating its paths.
 */
export function IconSprite() {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true" focusable="false" style={{ display: 'none' }}>
      {iconNames.map((name) => (
        <symbol
          key={name}
          id={iconSymbolId(name)}
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={1.8}
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          {iconPaths[name]}
        </symbol>
      ))}
    </svg>
  );
}
