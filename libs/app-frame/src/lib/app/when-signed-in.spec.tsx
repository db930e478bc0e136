import { renderPage, startTestServer, visitor } from '@casino/session/testing';
import { screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { WhenSignedIn } from './when-signed-in';

startTestServer();

/** An effect whose code loads on its first render, as a feature's 'signed-in' effect does. */
function lazyEffect() {
  const load = vi.fn(async () => ({ default: () => <p>news of points earned</p> }));
  const Effect = lazy(load);
  const ui = (
    <WhenSignedIn>
      <Suspense fallback={null}>
        <Effect />
      </Suspense>
    </WhenSignedIn>
  );
  return { load, ui };
}

describe('WhenSignedIn', () => {
  it("never loads a visitor the code of what it holds", async () => {
    const { load, ui } = lazyEffect();
    await renderPage(ui, { state: visitor });
    await screen.findByTestId('location');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText('news of points earned')).toBeNull();
  });

  it('shows a signed-in player what it holds', async () => {
    const { load, ui } = lazyEffect();
    await renderPage(ui);
    expect(await screen.findByText('news of points earned')).toBeVisible();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
