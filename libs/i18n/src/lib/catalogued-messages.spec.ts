import { cataloguedMessages } from './catalogued-messages';

type Catalogue = { 'lib.area.title': string; 'lib.area.count': string; 'lib.other.title': string };

describe('cataloguedMessages', () => {
  const texts = cataloguedMessages<Catalogue>();

  it('gives each text under the prefix its catalogue id', () => {
    const area = texts('lib.area');
    expect(area.title).toEqual({ id: 'lib.area.title' });
    expect(area.count.id).toBe('lib.area.count');
    expect(texts('lib.other').title).toEqual({ id: 'lib.other.title' });
  });

  it('gives the same descriptor each time, so a memo keyed on it holds', () => {
    const area = texts('lib.area');
    expect(area.title).toBe(area.title);
  });

  it('fails typecheck for a key the catalogue lacks under the prefix', () => {
    const area = texts('lib.area');
    // @ts-expect-error: no such text under lib.area
    expect(area.missing).toEqual({ id: 'lib.area.missing' });
  });
});
