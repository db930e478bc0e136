import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_TAP_GLOBAL, holdEarlyClicks } from './hold-early-clicks';

type Sent = { agree: boolean; name: string; method: string };

const buttonOf = (root: HTMLElement, text: string) => {
  const button = [...root.querySelectorAll('button')].find((element) => element.textContent === text);
  if (!button) throw new Error(`no button ${text}`);
  return button;
};

/** A form of controlled fields, as the site's forms are, that sends what its state holds. */
function SignUp({ onSend }: { onSend: (sent: Sent) => void }) {
  const [agree, setAgree] = useState(false);
  const [name, setName] = useState('');
  const [method, setMethod] = useState('card');
  return (
    <form>
      {/* The chosen one first: a replay of the one left must not undo the choice. */}
      {['bank', 'card'].map((value) => (
        <input key={value} type="radio" name="method" aria-label={value} value={value} checked={method === value} onChange={() => setMethod(value)} />
      ))}
      <input type="checkbox" aria-label="Agree" checked={agree} onChange={(event) => setAgree(event.target.checked)} />
      <input aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} />
      <button type="button" onClick={() => setName('Bo')}>
        Use my name
      </button>
      <button type="button" onClick={() => onSend({ agree, name, method })}>
        Send
      </button>
    </form>
  );
}

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

  it('takes over the taps the page’s own script held before the app started', () => {
    const { root, clicked, hydrate, button } = page();
    const holder = window as { [EARLY_TAP_GLOBAL]?: () => Element[] };
    holder[EARLY_TAP_GLOBAL] = () => [button];
    const release = holdEarlyClicks(root);
    hydrate();
    release();
    expect(clicked).toHaveBeenCalledExactlyOnceWith('menu');
    delete holder[EARLY_TAP_GLOBAL];
  });

  it('tells React of the fields changed before hydration, then replays the tap: the form sends what the player entered', async () => {
    const root = document.createElement('div');
    const onSend = vi.fn();
    root.innerHTML = renderToString(<SignUp onSend={onSend} />);
    document.body.append(root);
    const release = holdEarlyClicks(root);
    // The player, before React has the page: ticks the box, types a name, taps Send.
    const box = root.querySelector<HTMLInputElement>('input[type="checkbox"]');
    const name = root.querySelector<HTMLInputElement>('input[aria-label="Name"]');
    box?.click();
    root.querySelector<HTMLInputElement>('input[value="bank"]')?.click();
    if (name) name.value = 'Ann';
    buttonOf(root, 'Send').click();
    await act(async () => {
      hydrateRoot(root, <SignUp onSend={onSend} />);
    });
    expect(onSend).not.toHaveBeenCalled();
    await act(() => release());
    expect(onSend).toHaveBeenCalledExactlyOnceWith({ agree: true, name: 'Ann', method: 'bank' });
    expect(root.querySelector<HTMLInputElement>('input[value="bank"]')?.checked).toBe(true);
    expect(box?.checked).toBe(true);
    expect(name?.value).toBe('Ann');
  });

  it('replays every held tap in order, each finding the page as the one before left it', async () => {
    const root = document.createElement('div');
    const onSend = vi.fn();
    root.innerHTML = renderToString(<SignUp onSend={onSend} />);
    document.body.append(root);
    const release = holdEarlyClicks(root);
    buttonOf(root, 'Use my name').click();
    buttonOf(root, 'Send').click();
    await act(async () => {
      hydrateRoot(root, <SignUp onSend={onSend} />);
    });
    await act(() => release());
    expect(onSend).toHaveBeenCalledExactlyOnceWith({ agree: false, name: 'Bo', method: 'card' });
  });

  it('leaves a submit to the browser, unless it follows a held tap: then it is replayed after that tap', async () => {
    const Deposit = ({ onPay }: { onPay: (amount: number) => void }) => {
      const [amount, setAmount] = useState(50);
      return (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            onPay(amount);
          }}
        >
          <button type="button" onClick={() => setAmount(20)}>
            €20
          </button>
          <button type="submit">Continue</button>
        </form>
      );
    };
    const root = document.createElement('div');
    const onPay = vi.fn();
    root.innerHTML = renderToString(<Deposit onPay={onPay} />);
    document.body.append(root);
    const release = holdEarlyClicks(root);
    const submit = (form: HTMLFormElement) => {
      const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
      buttonOf(form, 'Continue').dispatchEvent(tap);
      return tap;
    };
    const form = root.querySelector('form');
    if (!form) throw new Error('no form');
    // jsdom submits nothing: a submit listener stands in for the browser's own submission.
    form.addEventListener('submit', (event) => event.preventDefault());
    // Nothing held: the browser submits the form itself (the server answers it).
    expect(submit(form).defaultPrevented).toBe(false);
    buttonOf(root, '€20').click();
    expect(submit(form).defaultPrevented).toBe(true);
    await act(async () => {
      hydrateRoot(root, <Deposit onPay={onPay} />);
    });
    await act(() => release());
    expect(onPay).toHaveBeenCalledExactlyOnceWith(20);
  });

  it('leaves links to the browser', () => {
    const { root, clicked, hydrate, link } = page();
    holdEarlyClicks(root);
    hydrate();
    link.click();
    expect(clicked).toHaveBeenCalledExactlyOnceWith('link');
  });
});
