import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { DeclarePrimaryAction } from './declare-primary-action';
import { useCurrentPrimaryAction } from './primary-action';

function Shell() {
  const action = useCurrentPrimaryAction();
  return (
    <button type="button" disabled={!action || action.disabled} onClick={() => action?.onTrigger()}>
      {action ? `${action.label}${action.busy ? ' …' : ''}` : 'none'}
    </button>
  );
}

function Page({ withDialog }: { withDialog: boolean }) {
  const [amount, setAmount] = useState(10);
  return (
    <>
      <DeclarePrimaryAction label={`Deposit €${amount}`} onTrigger={() => setAmount((value) => value + 5)} />
      {withDialog && <DeclarePrimaryAction label="Pay €50" onTrigger={() => undefined} busy />}
    </>
  );
}

describe('the primary action a shell offers in its own place', () => {
  it('is the one declared last, follows its label, runs its latest handler and goes with its component', () => {
    const { rerender, unmount } = render(
      <>
        <Shell />
        <Page withDialog={false} />
      </>,
    );
    const button = screen.getByRole('button');
    expect(button).toHaveTextContent('Deposit €10');
    act(() => button.click());
    expect(button).toHaveTextContent('Deposit €15');
    act(() => button.click());
    expect(button).toHaveTextContent('Deposit €20');

    rerender(
      <>
        <Shell />
        <Page withDialog />
      </>,
    );
    expect(button).toHaveTextContent('Pay €50 …');
    rerender(
      <>
        <Shell />
        <Page withDialog={false} />
      </>,
    );
    expect(button).toHaveTextContent('Deposit €20');
    unmount();
    render(<Shell />);
    expect(screen.getByRole('button')).toHaveTextContent('none');
  });
});

function OfferingShell({ offered }: { offered: boolean }) {
  const action = useCurrentPrimaryAction({ offered });
  return <p data-testid="shell">{action?.label ?? 'none'}</p>;
}

function PageWithButtons({ withDialog }: { withDialog: boolean }) {
  return (
    <>
      <DeclarePrimaryAction label="Deposit €10" onTrigger={() => undefined}>
        <button type="button">Page deposit</button>
      </DeclarePrimaryAction>
      {withDialog && (
        <DeclarePrimaryAction label="Pay €50" onTrigger={() => undefined}>
          <button type="button">Dialog pay</button>
        </DeclarePrimaryAction>
      )}
    </>
  );
}

describe('the page\'s own button for the primary action', () => {
  it('is hidden while a shell offers the action in its own place, and only for the action on top', () => {
    const { rerender } = render(
      <>
        <OfferingShell offered={false} />
        <PageWithButtons withDialog={false} />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Page deposit' })).toBeInTheDocument();

    rerender(
      <>
        <OfferingShell offered />
        <PageWithButtons withDialog={false} />
      </>,
    );
    expect(screen.getByTestId('shell')).toHaveTextContent('Deposit €10');
    expect(screen.queryByRole('button', { name: 'Page deposit' })).toBeNull();

    // A dialog's action goes on top: the shell offers it, and the page's button behind the dialog is back.
    rerender(
      <>
        <OfferingShell offered />
        <PageWithButtons withDialog />
      </>,
    );
    expect(screen.getByTestId('shell')).toHaveTextContent('Pay €50');
    expect(screen.queryByRole('button', { name: 'Dialog pay' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Page deposit' })).toBeInTheDocument();

    // A shell that stops offering (Telegram's button gone) gives the page its buttons back.
    rerender(
      <>
        <OfferingShell offered={false} />
        <PageWithButtons withDialog />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Dialog pay' })).toBeInTheDocument();
  });
});
