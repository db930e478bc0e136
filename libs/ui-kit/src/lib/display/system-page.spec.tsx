import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { SystemPage } from './system-page';

const texts = { 'page.title': 'Payment received', 'page.text': 'Your balance is topped up.', 'page.button': 'To the games' };

function renderPage(ui: ReactElement) {
  return render(
    <IntlProvider locale="en" messages={texts}>
      <MemoryRouter>{ui}</MemoryRouter>
    </IntlProvider>,
  );
}

describe('SystemPage', () => {
  it('shows the texts of the catalogue descriptors it is given, in the heading, the sentence and the button', () => {
    renderPage(<SystemPage icon="check-circle" title={{ id: 'page.title' }} description={{ id: 'page.text' }} link={{ to: '/gamehall', label: { id: 'page.button' } }} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Payment received' })).toBeVisible();
    expect(screen.getByText('Your balance is topped up.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'To the games' })).toHaveAttribute('href', '/gamehall');
  });

  it('shows what it is given to render as it is', () => {
    renderPage(<SystemPage icon="search" title="Page not found" description={<span data-testid="message">Page not found: /nowhere</span>} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(screen.getByTestId('message')).toHaveTextContent('Page not found: /nowhere');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
