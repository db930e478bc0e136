import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { TextField } from './text-field';

function Form({ onValue }: { onValue: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <IntlProvider locale="en">
      <TextField
        id="login"
        label="Email"
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue(next);
        }}
      />
    </IntlProvider>
  );
}

describe('TextField on a server-rendered page', () => {
  it('keeps what the player typed before the page was hydrated, and the form hears of it', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form onValue={() => undefined} />);
    document.body.append(container);
    const input = container.querySelector('input') as HTMLInputElement;
    // Typed while the scripts were on their way.
    input.value = 'player@example.com';
    const onValue = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Form onValue={onValue} />);
    });
    expect(onValue).toHaveBeenCalledWith('player@example.com');
    expect(input.value).toBe('player@example.com');
    container.remove();
  });

  it('changes nothing when nothing was typed before hydration', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form onValue={() => undefined} />);
    document.body.append(container);
    const onValue = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Form onValue={onValue} />);
    });
    expect(onValue).not.toHaveBeenCalled();
    container.remove();
  });
});
