import { fillPlaceholders, paragraphsOf, readContentEntry } from './content-entry';

describe('fillPlaceholders', () => {
  it.each([
    ['Welcome to {brand}', { brand: 'Casino Demo' }, 'Welcome to Casino Demo'],
    ['{brand} and {brand}', { brand: 'X' }, 'X and X'],
    ['Kept: {unknown}', { brand: 'X' }, 'Kept: {unknown}'],
    ['No placeholders', {}, 'No placeholders'],
  ])('%s', (value, replacements, expected) => {
    expect(fillPlaceholders(value, replacements)).toBe(expected);
  });
});

describe('paragraphsOf', () => {
  it.each([
    ['One paragraph', ['One paragraph']],
    ['First\n\nSecond', ['First', 'Second']],
    ['First\r\n\r\nSecond\n \nThird', ['First', 'Second', 'Third']],
    ['Line one\nline two\n\n\n\nNext', ['Line one\nline two', 'Next']],
    ['  \n\n  ', []],
  ])('%j', (value, expected) => {
    expect(paragraphsOf(value)).toEqual(expected);
  });
});

describe('readContentEntry', () => {
  const base = { id: 1, documentId: 'doc', url: '/terms' };

  it('fills placeholders in the title, text and FAQ and cuts the text into paragraphs', () => {
    expect(
      readContentEntry({
        ...base,
        title: 'Terms of {brand}',
        text: 'Play at {brand}.\n\nBe 18+.',
        replacements: { brand: 'Casino Demo' },
        faqSchema: [{ question: 'Is {brand} safe?', answer: 'Yes, {brand} is licensed.' }],
        updatedAt: '2026-03-02T10:00:00.000Z',
      }),
    ).toEqual({
      title: 'Terms of Casino Demo',
      paragraphs: ['Play at Casino Demo.', 'Be 18+.'],
      faq: [{ question: 'Is Casino Demo safe?', answer: 'Yes, Casino Demo is licensed.' }],
      updatedAt: '2026-03-02T10:00:00.000Z',
    });
  });

  it('reads a bare entry: no text, no FAQ, no date', () => {
    expect(readContentEntry({ ...base, title: 'About us', text: null, faqSchema: null, replacements: null })).toEqual({
      title: 'About us',
      paragraphs: [],
      faq: [],
      updatedAt: undefined,
    });
  });

  it('drops a date it cannot read and FAQ items without a question', () => {
    const entry = readContentEntry({ ...base, title: 'FAQ', faqSchema: [{ question: ' ', answer: 'orphan' }], updatedAt: 'soon' });
    expect(entry).toMatchObject({ faq: [], updatedAt: undefined });
  });

  it.each([
    ['no entry', null],
    ['an entry without a title', base],
    ['an entry with an empty title', { ...base, title: '  ' }],
    ['an FAQ in another shape', { ...base, title: 'FAQ', faqSchema: [{ q: 'a' }] }],
  ])('is no content page for %s', (_, entry) => {
    expect(readContentEntry(entry)).toBeNull();
  });
});
