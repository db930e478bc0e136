import { renderToString } from 'react-dom/server';
import { PageHead, PageHeadContext, type PageHeadData } from './page-head';

describe('PageHead', () => {
  it('tells a server render what the page says of itself while it renders, and writes nothing into the page', () => {
    const told: (PageHeadData | null)[] = [];
    const html = renderToString(
      <PageHeadContext value={(head) => void told.push(head)}>
        <p>Book of Ra</p>
        <PageHead title="Book of Ra" image="/platform/images/games/book-of-ra.png" />
      </PageHeadContext>,
    );
    // No <title> or <meta> in the body: the head is written by whoever listens.
    expect(html).toBe('<p>Book of Ra</p>');
    expect(told).toEqual([{ title: 'Book of Ra', description: undefined, image: '/platform/images/games/book-of-ra.png' }]);
  });

  it('renders nothing where nobody listens (a story, a test)', () => {
    expect(renderToString(<PageHead title="Winners" />)).toBe('');
  });
});
