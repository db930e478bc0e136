import type { Decorator } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';

/**
 * Stories only: renders the story at a route pattern, so pages read their params as in the shell
 * (`parameters.router.initialEntries` says where the MemoryRouter starts). A result page that moves
 * on to another result (`/cashier/paysuccess/...`) is shown with that outcome, like the shell would.
 */
const OUTCOME_OF: Record<string, string> = { paysuccess: 'success', payfail: 'fail', paycancel: 'cancel', paypending: 'pending' };

export const atRoute =
  (pattern: string): Decorator =>
  (Story, context) => {
    const story = <Story />;
    return (
      <Routes>
        <Route path={pattern} element={story} />
        {'outcome' in context.args &&
          Object.entries(OUTCOME_OF).map(([segment, outcome]) => (
            <Route key={segment} path={`/cashier/${segment}/:transaction?`} element={<Story args={{ ...context.args, outcome }} />} />
          ))}
        <Route path="*" element={<p>Navigated away</p>} />
      </Routes>
    );
  };
