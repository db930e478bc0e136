import { commonMessages } from '@casino/i18n';
import { pointApisAtTestServer, startTestServer } from '@casino/session/testing';
import { screen, waitFor } from '@testing-library/react';
import { Outlet } from 'react-router-dom';
import { bootSite } from './boot-site';
import type { Shell } from './shell';

startTestServer();
// The site renders on its own as in a browser (its own root, in its own tasks), not inside act().
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
});

const Layout = () => (
  <main>
    <Outlet />
  </main>
);
const testShell: Shell = { kind: 'product', messages: commonMessages, layouts: { default: Layout, game: Layout } };
const lobby = { name: 'lobby', pages: { index: async () => () => <h1>Lobby</h1> }, messages: commonMessages };

describe('bootSite', () => {
  it('leaves the startup screen in place while it starts, then replaces it with the first page', async () => {
    pointApisAtTestServer();
    const root = document.createElement('div');
    root.innerHTML = '<div data-testid="startup-screen" aria-busy="true">Casino</div>';
    document.body.append(root);

    const booting = bootSite(testShell, root, [lobby]);
    // Nothing ran yet in this task: the browser paints the startup screen and takes input before the site starts.
    expect(screen.getByTestId('startup-screen')).toBeInTheDocument();
    expect(root).not.toHaveAttribute('data-interactive');
    const stop = await booting;

    expect(await screen.findByRole('heading', { name: 'Lobby' })).toBeInTheDocument();
    expect(screen.queryByTestId('startup-screen')).not.toBeInTheDocument();
    await waitFor(() => expect(root).toHaveAttribute('data-interactive'));
    stop();
    expect(root).toBeEmptyDOMElement();
  });
});
