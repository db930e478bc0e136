import { render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act } from 'react';
import { useHydrated } from './use-hydrated';

function Probe() {
  return <p>{useHydrated() ? 'browser' : 'server'}</p>;
}

describe('useHydrated', () => {
  it('is false in the server HTML, and true once the browser hydrated it', async () => {
    const html = renderToString(<Probe />);
    expect(html).toBe('<p>server</p>');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <Probe />);
    });
    expect(container.textContent).toBe('browser');
    container.remove();
  });

  it('is true at once in a page rendered in the browser alone', () => {
    render(<Probe />);
    expect(screen.getByText('browser')).toBeInTheDocument();
  });
});
