import { LogoMark } from './logo-mark';
import './brand-bar.css';

/**
 * The first frame of a load: the header bar with the brand, where the real header will be. index.html holds the
 * same markup (startup-screen.spec.tsx keeps the two equal), so a player sees it before any script has arrived;
 * React shows it again while the guards ask the platform about the player. No messages are loaded yet, so it has
 * no words besides the brand name; it is busy for assistive technology.
 */
export function StartupScreen() {
  return (
    <div aria-busy="true" data-testid="startup-screen">
      <div className="brand-bar">
        <span className="brand-logo">
          <LogoMark />
          <span className="brand-name">Casino</span>
        </span>
      </div>
    </div>
  );
}
