import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Form } from 'react-final-form';
import { IntlProvider } from 'react-intl';
import { FormTextArea } from './form-text-area';

function Feedback({ onSubmit }: { onSubmit: (values: { text?: string }) => void }) {
  return (
    <IntlProvider locale="en">
      <Form<{ text?: string }>
        onSubmit={onSubmit}
        render={({ handleSubmit }) => (
          <form onSubmit={handleSubmit}>
            <FormTextArea name="text" label="Message" />
            <button type="submit">Send</button>
          </form>
        )}
      />
    </IntlProvider>
  );
}

describe('FormTextArea on a server-rendered page', () => {
  it('sends what the player wrote while the scripts were on their way', async () => {
    const page = document.createElement('div');
    page.innerHTML = renderToString(<Feedback onSubmit={() => undefined} />);
    document.body.append(page);
    (page.querySelector('textarea') as HTMLTextAreaElement).value = 'My withdrawal is late';
    const onSubmit = vi.fn();
    await act(async () => {
      hydrateRoot(page, <Feedback onSubmit={onSubmit} />);
    });
    await act(async () => (page.querySelector('button') as HTMLButtonElement).click());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ text: 'My withdrawal is late' });
    page.remove();
  });
});
