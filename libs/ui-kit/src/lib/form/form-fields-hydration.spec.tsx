import { act } from 'react';
import { Form } from 'react-final-form';
import { hydrateServerRendered } from '../testing/hydrate-server-rendered';
import { FormCheckbox } from './form-checkbox';
import { FormRadioGroup } from './form-radio-group';
import { FormSelect } from './form-select';
import { FormTextArea } from './form-text-area';
import { FormTextField } from './form-text-field';

const required = (value?: unknown) => (value ? undefined : 'Field is required');

function Deposit({ onSubmit }: { onSubmit: (values: Record<string, unknown>) => void }) {
  return (
    <Form
      onSubmit={onSubmit}
      initialValues={{ amount: '50', method: 'card' }}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate>
          <FormTextField id="amount" name="amount" label="Amount" validate={required} />
          <FormTextField id="promo" name="promo" label="Promo code" validate={required} />
          <FormRadioGroup
            name="method"
            label="Method"
            options={[
              { value: 'card', label: 'Card' },
              { value: 'bank', label: 'Bank transfer' },
            ]}
          />
          <FormCheckbox id="terms" name="terms" label="Accept the terms" validate={required} />
          <FormSelect
            id="country"
            name="country"
            label="Country"
            options={[
              { value: 'PL', label: 'Poland' },
              { value: 'PT', label: 'Portugal' },
            ]}
            validate={required}
          />
          <FormTextArea id="note" name="note" label="Note" validate={required} />
          <button type="submit">Deposit</button>
        </form>
      )}
    />
  );
}

describe('a react-final-form form on a server-rendered page', () => {
  it('submits what the player typed and chose before the page was hydrated', async () => {
    const onSubmit = vi.fn();
    const page = await hydrateServerRendered(<Deposit onSubmit={onSubmit} />, (page) => {
      (page.querySelector('#amount') as HTMLInputElement).value = '20';
      (page.querySelector('#promo') as HTMLInputElement).value = 'WELCOME';
      (page.querySelector('input[value="bank"]') as HTMLInputElement).checked = true;
      (page.querySelector('#terms') as HTMLInputElement).checked = true;
      (page.querySelector('#country') as HTMLSelectElement).value = 'PT';
      (page.querySelector('#note') as HTMLTextAreaElement).value = 'My withdrawal is late';
    });
    act(() => (page.querySelector('button[type="submit"]') as HTMLButtonElement).click());
    expect(page.textContent).not.toContain('Field is required');
    expect(onSubmit).toHaveBeenCalledWith({ amount: '20', promo: 'WELCOME', method: 'bank', terms: true, country: 'PT', note: 'My withdrawal is late' }, expect.anything(), expect.anything());
    expect((page.querySelector('#amount') as HTMLInputElement).value).toBe('20');
  });
});
