import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render-with-providers';
import { Countdown } from './countdown';

describe('Countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-03-01T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('counts down every second and reports the end once', () => {
    const onComplete = vi.fn();
    renderWithProviders(<Countdown to={new Date('2025-03-02T14:00:03Z')} onComplete={onComplete} />);
    expect(screen.getByRole('timer')).toHaveAccessibleName('1 days 2 hours 0 minutes 3 seconds left');

    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveAccessibleName('1 days 2 hours 0 minutes 2 seconds left');

    // The clock jumps (a phone waking from sleep): the next tick shows the true remaining time.
    vi.setSystemTime(new Date('2025-03-02T14:00:02.500Z'));
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByText('Finished')).toBeInTheDocument();
    expect(onComplete).toHaveBeenCalledTimes(1);
  });
});
