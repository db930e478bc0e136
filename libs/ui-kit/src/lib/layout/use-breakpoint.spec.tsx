import { act, render, screen } from '@testing-library/react';
import { hydrateServerRendered } from '../testing/hydrate-server-rendered';
import { useBreakpoint } from './use-breakpoint';

function Breakpoint() {
  return <p>{useBreakpoint()}</p>;
}

function resizeTo(width: number) {
  act(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    window.dispatchEvent(new Event('resize'));
  });
}

describe('useBreakpoint', () => {
  it('follows the viewport across resizes, in every component that reads it, and stops for one that unmounted', () => {
    resizeTo(375);
    const first = render(<Breakpoint />);
    render(<Breakpoint />);
    expect(screen.getAllByText('mobile')).toHaveLength(2);

    resizeTo(1440);
    expect(screen.getAllByText('desktop')).toHaveLength(2);

    first.unmount();
    resizeTo(800);
    expect(screen.getAllByText('tablet')).toHaveLength(1);
  });

  it('keeps the width current while nothing reads it', () => {
    const view = render(<Breakpoint />);
    view.unmount();
    resizeTo(1024);
    render(<Breakpoint />);
    expect(screen.getByText('laptop')).toBeInTheDocument();
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

  it('renders a wider breakpoint once hydrated', async () => {
    resizeTo(1440);
    const page = await hydrateServerRendered(<Breakpoint />, () => undefined);
    expect(page).toHaveTextContent('desktop');
  });
});
