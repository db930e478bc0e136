import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { iconNames } from './icon-names';

describe('icon set', () => {
  it('names exactly the symbols of the sprite file', () => {
    const sprite = readFileSync(join(import.meta.dirname, 'icons.svg'), 'utf8');
    const ids = [...sprite.matchAll(/<symbol id="icon-([a-z0-9-]+)"/g)].map((match) => match[1]);
    expect(ids).toEqual([...iconNames]);
  });

  it('strokes every symbol with the text colour, since a <use> of another file inherits nothing from it', () => {
    const sprite = readFileSync(join(import.meta.dirname, 'icons.svg'), 'utf8');
    const symbols = sprite.match(/<symbol [^>]*>/g) ?? [];
    expect(symbols).toHaveLength(iconNames.length);
    for (const symbol of symbols) expect(symbol).toContain('stroke="currentColor"');
  });
});
