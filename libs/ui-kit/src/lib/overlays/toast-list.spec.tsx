import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render-with-providers';
import { ToastList } from './toast-list';

describe('ToastList', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('dismisses a toast after 5000 ms by default, and after its own duration when given', () => {
    const onDismiss = vi.fn();
    renderWithProviders(
      <ToastList
        toasts={[
          { id: 'default', kind: 'success', message: 'Deposit received' },
          { id: 'long', kind: 'error', message: 'Payment failed', duration: 8000 },
        ]}
        onDismiss={onDismiss}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Deposit received');
    expect(screen.getByRole('alert')).toHaveTextContent('Payment failed');

    act(() => vi.advanceTimersByTime(4999));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledWith('default');
    expect(onDismiss).not.toHaveBeenCalledWith('long');
    act(() => vi.advanceTimersByTime(3000));
    expect(onDismiss).toHaveBeenCalledWith('long');
  });

  it('dismisses at once with the close button', () => {
    const onDismiss = vi.fn();
    renderWithProviders(<ToastList toasts={[{ id: 't1', kind: 'info', message: 'Hello' }]} onDismiss={onDismiss} />);
    act(() => screen.getByRole('button', { name: 'Dismiss notification' }).click());
    expect(onDismiss).toHaveBeenCalledWith('t1');
  });

  it('sits in a named live region', () => {
    renderWithProviders(<ToastList toasts={[]} onDismiss={vi.fn()} />);
    expect(screen.getByRole('region', { name: 'Notifications' }).firstElementChild).toHaveAttribute('aria-live', 'polite');
  });
});
