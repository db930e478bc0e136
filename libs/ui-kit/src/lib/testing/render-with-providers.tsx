import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import en from '../../messages/en.json';

/** Renders with the providers ui-kit components expect (English texts, a router). Test-only. */
export function renderWithProviders(ui: ReactElement) {
  return render(
    <IntlProvider locale="en" messages={en}>
      <MemoryRouter>{ui}</MemoryRouter>
    </IntlProvider>,
  );
}
