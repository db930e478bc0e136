import { act, render, screen } from '@testing-library/react';
import { hydrateServerRendered } from '../testing/hydrate-server-rendered';
import { useBreakpoint, useViewportWidth } from './use-viewport-width';

function Width() {
  return (
    <p>
      {useViewportWidth()} {useBreakpoint()}
    </p>
  );
}

function resizeTo(width: number) {
  act(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    window.dispatchEvent(new Event('resize'));
  });
}

describe('useViewportWidth', () => {
  it('follows the viewport across resizes, in every component that reads it, and stops for one that unmounted', () => {
    resizeTo(375);
    const first = render(<Width />);
    render(<Width />);
    expect(screen.getAllByText('375 mobile')).toHaveLength(2);

    resizeTo(1440);
    expect(screen.getAllByText(/^1440 /)).toHaveLength(2);

    first.unmount();
    resizeTo(800);
    expect(screen.getAllByText(/^800 /)).toHaveLength(1);
  });

  it('keeps the width current while nothing reads it', () => {
    const view = render(<Width />);
    view.unmount();
    resizeTo(1024);
    render(<Width />);
    expect(screen.getByText(/^1024 /)).toBeInTheDocument();
  });

  it('hydrates a phone’s server-rendered breakpoint without rendering it again (the server renders `mobile`)', async () => {
    resizeTo(390);
    const rendered = vi.fn();
    function Badges() {
      rendered();
      return <p>{useBreakpoint()}</p>;
    }
    const page = await hydrateServerRendered(<Badges />, () => undefined);
    expect(page).toHaveTextContent('mobile');
    // One render on the server, one while hydrating: none after.
    expect(rendered).toHaveBeenCalledTimes(2);
  });

  it('from a breakpoint up: 0 below it, so a phone hydrates without a second render, the width at and above it', async () => {
    resizeTo(390);
    const rendered = vi.fn();
    function Bar() {
      rendered();
      return <p>width {useViewportWidth('laptop')}</p>;
    }
    const page = await hydrateServerRendered(<Bar />, () => undefined);
    expect(page).toHaveTextContent('width 0');
    expect(rendered).toHaveBeenCalledTimes(2);
    resizeTo(900);
    expect(rendered).toHaveBeenCalledTimes(2);
    resizeTo(992);
    expect(page).toHaveTextContent('width 992');
    resizeTo(1280);
    expect(page).toHaveTextContent('width 1280');
  });

  it('renders a wider breakpoint once hydrated', async () => {
    resizeTo(1440);
    const page = await hydrateServerRendered(<Width />, () => undefined);
    expect(page).toHaveTextContent('1440 desktop');
  });
});
