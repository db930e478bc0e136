import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { renderWithProviders } from '../testing/render-with-providers';
import { FormSubmitError } from './form-submit-error';
import { FormTextField } from './form-text-field';

function Promo({ answer }: { answer: (code: string) => string | undefined }) {
  return (
    <Form<{ code?: string }>
      onSubmit={({ code }) => {
        const refused = answer(code ?? '');
        return refused ? { [FORM_ERROR]: refused } : undefined;
      }}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate>
          <FormTextField name="code" label="Promo code" />
          <FormSubmitError />
          <button type="submit">Activate</button>
        </form>
      )}
    />
  );
}

describe('FormSubmitError', () => {
  it('announces what the submit was refused with, keeps the typed value and goes when a submit succeeds', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Promo answer={(code) => (code === 'WELCOME' ? undefined : 'This promo code is not valid')} />);
    expect(screen.queryByRole('alert')).toBeNull();

    await user.type(screen.getByLabelText('Promo code'), 'WRONG');
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    expect(screen.getByRole('alert')).toHaveTextContent('This promo code is not valid');
    expect(screen.getByLabelText('Promo code')).toHaveValue('WRONG');

    await user.clear(screen.getByLabelText('Promo code'));
    await user.type(screen.getByLabelText('Promo code'), 'WELCOME');
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
