import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { StartupScreen } from './startup-screen';

const indexHtml = readFileSync(join(import.meta.dirname, '../../index.html'), 'utf8');

describe('StartupScreen', () => {
  it('is what index.html paints before any script, so React taking over changes nothing on the screen', () => {
    const root = /<div id="root">([\s\S]*?)<\/div>\s*<script/.exec(indexHtml)?.[1].trim();
    expect(root).toBe(renderToStaticMarkup(<StartupScreen />));
  });

  it('shows the brand and tells assistive technology the page is busy', () => {
    const markup = renderToStaticMarkup(<StartupScreen />);
    expect(markup).toContain('aria-busy="true"');
    expect(markup).toContain('>Casino<');
  });
});
