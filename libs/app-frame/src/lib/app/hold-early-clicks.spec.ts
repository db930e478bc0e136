import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyClicks } from './hold-early-clicks';

describe('holdEarlyClicks', () => {
  afterEach(() => document.body.replaceChildren());

  function page() {
    const root = document.createElement('div');
    root.innerHTML = '<button type="button" id="menu">More</button><a href="#next" id="link">Next</a>';
    document.body.append(root);
    const clicked = vi.fn();
    // What React attaches when it hydrates: a listener on its root.
    const hydrate = () => root.addEventListener('click', (event) => clicked((event.target as Element).id));
    const byId = (id: string) => {
      const element = root.querySelector<HTMLElement>(`#${id}`);
      if (!element) throw new Error(`no #${id}`);
      return element;
    };
    return { root, clicked, hydrate, button: byId('menu'), link: byId('link') };
  }

  it('replays a tap on a button made before hydration once hydrated', () => {
    const { root, clicked, hydrate, button } = page();
    const release = holdEarlyClicks(root);
    button.click();
    expect(clicked).not.toHaveBeenCalled();
    hydrate();
    release();
    expect(clicked).toHaveBeenCalledExactlyOnceWith('menu');
  });

  it('replays nothing when the button left the page or nothing was tapped, and holds no tap after release', () => {
    const { root, clicked, hydrate, button, link } = page();
    const release = holdEarlyClicks(root);
    button.click();
    button.remove();
    hydrate();
    release();
    expect(clicked).not.toHaveBeenCalled();
    link.click();
    expect(clicked).toHaveBeenCalledExactlyOnceWith('link');
  });

  it('leaves links to the browser', () => {
    const { root, clicked, hydrate, link } = page();
    holdEarlyClicks(root);
    hydrate();
    link.click();
    expect(clicked).toHaveBeenCalledExactlyOnceWith('link');
  });
});
