import { I18nProvider, loadMessages } from '@casino/i18n';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { frameMessages } from '../../frame-messages';
import { NavigationProgress, PROGRESS_DELAY_MS } from './navigation-progress';

/** A site of three pages: the slow one's data arrives when the test says so. */
async function renderSite() {
  await loadMessages([frameMessages], 'en');
  let arrive: () => void = () => undefined;
  const router = createMemoryRouter([
    {
      element: (
        <I18nProvider locale="en" catalogues={[frameMessages]}>
          <NavigationProgress />
          <Link to="/slow">Slow page</Link>
          <Link to="/quick">Quick page</Link>
          <Outlet />
        </I18nProvider>
      ),
      children: [
        { path: '/', element: <h1>Home</h1> },
        { path: '/quick', element: <h1>Quick</h1> },
        { path: '/slow', element: <h1>Slow</h1>, loader: () => new Promise<null>((resolve) => (arrive = () => resolve(null))) },
      ],
    },
  ]);
  render(<RouterProvider router={router} />);
  await screen.findByRole('heading', { name: 'Home' });
  return { arrive: () => act(arrive) };
}

const sleep = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('NavigationProgress', () => {
  it('shows a named progress bar while a page takes its time to load, and removes it once the page is there', async () => {
    const { arrive } = await renderSite();
    await userEvent.click(screen.getByRole('link', { name: 'Slow page' }));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(await screen.findByRole('progressbar', { name: 'Loading the page' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Home' })).toBeVisible();
    await arrive();
    expect(await screen.findByRole('heading', { name: 'Slow' })).toBeVisible();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows nothing for a page that is there at once', async () => {
    await renderSite();
    await userEvent.click(screen.getByRole('link', { name: 'Quick page' }));
    expect(await screen.findByRole('heading', { name: 'Quick' })).toBeVisible();
    await sleep(PROGRESS_DELAY_MS * 2);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
