import { siApple, siFacebook, siGoogle, siVk, siX, type SimpleIcon } from 'simple-icons';
import styles from './social-logo.module.css';

/** The providers' marks from Simple Icons (CC0), imported by name so the bundle carries only these. */
const LOGOS: Record<string, SimpleIcon> = { google: siGoogle, facebook: siFacebook, apple: siApple, vkontakte: siVk, twitter: siX };

/** Marks drawn in black by their brands take the button's text colour on the dark theme, as their guidelines allow. */
const isDark = (hex: string) => {
  const [r, g, b] = [0, 2, 4].map((index) => parseInt(hex.slice(index, index + 2), 16));
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0) < 60;
};

export type SocialLogoProps = { service: string };

/** A social provider's logo beside its name on a sign-in button; nothing for a provider without one. */
export function SocialLogo({ service }: SocialLogoProps) {
  const icon = LOGOS[service];
  if (!icon) return null;
  return (
    <svg className={styles['logo']} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={icon.path} fill={isDark(icon.hex) ? 'currentColor' : `#${icon.hex}`} />
    </svg>
  );
}
