import { act, screen } from '@testing-library/react';
import { onTestFinished } from 'vitest';
import { IntlProvider } from 'react-intl';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { renderWithProviders } from '../testing/render-with-providers';
import { FIRST_SCREEN_ITEMS, VirtualGrid } from './virtual-grid';

const items = (count: number) => Array.from({ length: count }, (_, index) => ({ id: `g${index + 1}`, name: `Game ${index + 1}` }));

function renderGrid(count: number, extra: { onEndReached?: () => void; hasMore?: boolean } = {}) {
  return renderWithProviders(
    <VirtualGrid label="Games" items={items(count)} getKey={(item) => item.id} renderItem={(item) => <span>{item.name}</span>} {...extra} />,
  );
}

describe('VirtualGrid', () => {
  // jsdom: a 1024 x 768 window, so 4 columns (laptop) and rows of about 165 px.
  it('renders only the rows near the viewport', () => {
    renderGrid(400);
    const rendered = screen.getAllByRole('listitem');
    expect(rendered.length).toBeGreaterThan(0);
    expect(rendered.length).toBeLessThan(60);
    expect(rendered[0]).toHaveAttribute('aria-setsize', '400');
    expect(screen.getByText('Game 1')).toBeInTheDocument();
    expect(screen.queryByText('Game 400')).not.toBeInTheDocument();
  });

  it('lays the first screen out by CSS before it is measured: what the server sends and a browser without scripts shows', () => {
    const page = document.createElement('div');
    page.innerHTML = renderToString(
      <IntlProvider locale="en">
        <VirtualGrid label="Games" items={items(400)} getKey={(item) => item.id} renderItem={(item) => <span>{item.name}</span>} columns={{ desktop: 5 }} />
      </IntlProvider>,
    );
    const cells = page.querySelectorAll('[role="listitem"]');
    expect(cells).toHaveLength(FIRST_SCREEN_ITEMS);
    expect(cells[0]).toHaveTextContent('Game 1');
    expect(cells[0]).toHaveAttribute('aria-setsize', '400');
    expect(cells[0]).toHaveStyle({ aspectRatio: '1.5' });
    // Each breakpoint's columns (the defaults, and the ones given) for the stylesheet's media queries.
    const grid = page.querySelector<HTMLElement>('[role="list"]');
    expect(grid?.style.getPropertyValue('--grid-columns-mobile')).toBe('2');
    expect(grid?.style.getPropertyValue('--grid-columns-desktop')).toBe('5');
    expect(grid?.style.getPropertyValue('--grid-gap')).toBe('12px');
  });

  it('keeps the server’s cells once measured: the first screen is hydrated, not replaced', async () => {
    const grid = () => (
      <IntlProvider locale="en">
        <VirtualGrid label="Games" items={items(400)} getKey={(item) => item.id} renderItem={(item) => <span>{item.name}</span>} />
      </IntlProvider>
    );
    const page = document.createElement('div');
    page.innerHTML = renderToString(grid());
    document.body.append(page);
    const first = page.querySelector('[aria-posinset="1"]');
    const root = await act(async () => hydrateRoot(page, grid()));
    onTestFinished(() => {
      act(() => root.unmount());
      page.remove();
    });
    // Measured: the cells of the rows near the window, in the same list element, the first cell the server's own.
    const cells = [...(page.querySelector('[role="list"]')?.children ?? [])];
    expect(cells.length).toBeLessThan(60);
    expect(cells.every((cell) => cell.getAttribute('role') === 'listitem')).toBe(true);
    expect(page.querySelector('[aria-posinset="1"]')).toBe(first);
    expect(first).toHaveTextContent('Game 1');
  });

  it('shows at most 1000 items, and says so', async () => {
    renderGrid(1500);
    expect(screen.getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '1000');
    expect(screen.getByRole('status')).toHaveTextContent('Showing the first 1000 games');

    await act(async () => {
      window.scrollY = 1_000_000;
      window.dispatchEvent(new Event('scroll'));
    });
    const last = screen.getAllByRole('listitem').at(-1);
    expect(last).toHaveAttribute('aria-posinset', '1000');
    expect(screen.getByText('Game 1000')).toBeInTheDocument();
    expect(screen.queryByText('Game 1001')).not.toBeInTheDocument();
    window.scrollY = 0;
  });

  it('asks for more when the end is on screen and more exist, once per page', async () => {
    const onEndReached = vi.fn();
    renderGrid(8, { onEndReached, hasMore: true });
    expect(onEndReached).toHaveBeenCalledTimes(1);
    await act(async () => {
      window.dispatchEvent(new Event('resize'));
      window.dispatchEvent(new Event('scroll'));
    });
    expect(onEndReached).toHaveBeenCalledTimes(1);
  });

  it('does not ask for more once 1000 items are loaded', () => {
    const onEndReached = vi.fn();
    renderGrid(1000, { onEndReached, hasMore: true });
    expect(onEndReached).not.toHaveBeenCalled();
  });
});
