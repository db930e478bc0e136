import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SectionNav } from './section-nav';

const ITEMS = [
  { to: '/cashier', label: 'Overview', end: true },
  { to: '/cashier/deposit', label: 'Deposit' },
  { to: '/cashier/history', label: 'History', end: true },
];

function Where() {
  return <output>{useLocation().pathname}</output>;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <SectionNav label="Cashier sections" items={ITEMS} />
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

const current = () => screen.getByRole('navigation', { name: 'Cashier sections' }).querySelectorAll('[aria-current="page"]');

describe('SectionNav', () => {
  it("marks the section the player is in, a section's own pages included, and only that one", () => {
    renderAt('/cashier/deposit/visa');
    expect([...current()].map((link) => link.textContent)).toEqual(['Deposit']);
  });

  it('marks an `end` section on its own path only', () => {
    renderAt('/cashier');
    expect([...current()].map((link) => link.textContent)).toEqual(['Overview']);
  });

  it('goes to a section by keyboard', async () => {
    const user = userEvent.setup();
    renderAt('/cashier');
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'History' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('/cashier/history');
    expect(screen.getByRole('link', { name: 'History' })).toHaveAttribute('aria-current', 'page');
  });
});
