import { formatDate } from '@casino/i18n';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, startTestServer } from '@casino/session/testing';
import { contentFeature } from '../content-feature';
import { seosFailingHandler, seosHandler } from '../testing/content-handlers';
import { termsEntry } from '../testing/content-fixtures';
import { ContentPage } from './content-page';

const { server } = startTestServer(seosHandler());
const lookups: string[] = [];
beforeEach(() => {
  lookups.length = 0;
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/seos')) lookups.push(url.searchParams.get('filters[url][$eq]') ?? '');
  });
});
afterEach(() => server.events.removeAllListeners());

describe('ContentPage', () => {
  it('shows the CMS entry of its url: title, date of change and paragraphs, placeholders filled', async () => {
    await renderPage(<ContentPage />, { route: '/terms', feature: contentFeature });
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms and conditions of Casino Demo' })).toBeInTheDocument();
    expect(screen.getByText(`Last updated: ${formatDate(termsEntry['updatedAt'] as string)}`)).toHaveTextContent(/^Last updated: \d{2}\.\d{2}\.\d{4}$/);
    const paragraphs = within(screen.getByRole('article')).getAllByRole('paragraph').map((p) => p.textContent);
    expect(paragraphs).toEqual([
      expect.stringMatching(/^Last updated/),
      'These terms apply to every player of Casino Demo.',
      'You must be 18 or older to play.\nOne account per person.',
      'We may update these terms; the date above says when.',
    ]);
    expect(screen.queryByRole('heading', { name: 'Frequently asked questions' })).not.toBeInTheDocument();
    expect(lookups).toEqual(['/terms']);
  });

  it('asks the CMS for the unprefixed path in another locale and lists the FAQ as disclosures', async () => {
    await renderPage(<ContentPage />, { route: '/pl/faq', locale: 'pl', feature: contentFeature });
    expect(await screen.findByRole('heading', { level: 1, name: 'Help and FAQ' })).toBeInTheDocument();
    const faq = within(screen.getByRole('region', { name: 'Najczęściej zadawane pytania' }));
    const questions = faq.getAllByRole('listitem').map((item) => item.querySelector('summary')?.textContent);
    expect(questions).toEqual(['How fast are withdrawals at Casino Demo?', 'Can I play for free?']);
    expect(screen.queryByText(/Ostatnia aktualizacja/)).not.toBeInTheDocument();
    expect(lookups).toEqual(['/faq']);
  });

  it.each([
    ['en', '/no-such-page', 'Page Not Found: /no-such-page', 'Go to the home page', '/'],
    ['pl', '/pl/no-such-page', 'Page Not Found: /pl/no-such-page', 'Przejdź do strony głównej', '/pl'],
  ] as const)('[%s] fails its route validation when the CMS has no page for the url', async (locale, url, message, home, href) => {
    await renderPage(<ContentPage />, { route: url, locale, feature: contentFeature });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: home })).toHaveAttribute('href', href);
  });

  it('offers a retry, not a 404, when the CMS fails, and shows the page once it answers', async () => {
    server.use(seosFailingHandler);
    await renderPage(<ContentPage />, { route: '/terms', feature: contentFeature });
    expect(await screen.findByRole('alert')).toHaveTextContent('Check your connection and try again.');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('This page did not load');
    expect(screen.queryByText(/Page Not Found/)).not.toBeInTheDocument();
    server.use(seosHandler());
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms and conditions of Casino Demo' })).toBeInTheDocument();
  });

  it('shows a busy skeleton with a loading status until the CMS answers', async () => {
    await renderPage(<ContentPage />, { route: '/terms', feature: contentFeature });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the page');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
