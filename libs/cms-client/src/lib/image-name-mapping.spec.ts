import { remapDescription } from './image-name-mapping';

const mapping = { img_1200_400: 'imageDesktop', img_288_192: 'imageThumb' };

describe('remapDescription: the image-name mapping of descriptions', () => {
  it.each([
    ['renames mapped keys', { img_1200_400: 'a.svg', img_288_192: 'b.svg' }, { imageDesktop: 'a.svg', imageThumb: 'b.svg' }],
    ['keeps keys without a mapping', { title: 'Mega', img_288_192: 'b.svg' }, { title: 'Mega', imageThumb: 'b.svg' }],
    ['keeps values of any type', { position: 2, img_1200_400: null }, { position: 2, imageDesktop: null }],
    ['leaves an empty description empty', {}, {}],
  ])('%s', (_case, description, expected) => {
    expect(remapDescription({ id: 1, description }, mapping)).toEqual({ id: 1, description: expected });
  });

  it.each(['banner', 'offer', 'jackpot', 'tournament'])('works on a %s and leaves its other fields alone', (kind) => {
    const item = { id: 7, kind, finished_at: null, description: { img_288_192: 'x.svg' } };
    expect(remapDescription(item, mapping)).toEqual({ id: 7, kind, finished_at: null, description: { imageThumb: 'x.svg' } });
  });

  it('does not change the input', () => {
    const item = { description: { img_288_192: 'x.svg' } };
    remapDescription(item, mapping);
    expect(item).toEqual({ description: { img_288_192: 'x.svg' } });
  });

  it('returns the item as is without a mapping', () => {
    const item = { description: { img_288_192: 'x.svg' } };
    expect(remapDescription(item, undefined)).toBe(item);
  });
});
