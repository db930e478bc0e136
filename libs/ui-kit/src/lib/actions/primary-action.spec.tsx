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
