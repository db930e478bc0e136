import './brand-bar.css';

/** The brand's star: in the header, and on the startup screen before anything else is known. */
export function LogoMark() {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className="brand-mark">
      <path d="M32 6l7.6 15.4 17 2.5-12.3 12 2.9 16.9L32 44.8 16.8 52.8l2.9-16.9L7.4 23.9l17-2.5z" />
    </svg>
  );
}
