import type { Decorator } from '@storybook/react-vite';
import { cloneElement, isValidElement } from 'react';
import { Route, Routes } from 'react-router-dom';

/**
 * Stories only: renders the story at a route pattern, so pages read their params as in the shell
 * (`parameters.router.initialEntries` says where the MemoryRouter starts). A result page that moves
 * on to another result (`/cashier/paysuccess/...`) is shown with that outcome, like the shell would.
 */
export const atRoute =
  (pattern: string): Decorator =>
  (Story, context) => {
    const outcomeOf: Record<string, string> = { paysuccess: 'success', payfail: 'fail', paycancel: 'cancel', paypending: 'pending' };
    const story = <Story />;
    return (
      <Routes>
        <Route path={pattern} element={story} />
        {Object.entries(outcomeOf).map(([segment, outcome]) => (
          <Route
            key={segment}
            path={`/cashier/${segment}/:transaction?`}
            element={'outcome' in context.args && isValidElement(story) ? <Story args={{ ...context.args, outcome }} /> : story}
          />
        ))}
        <Route path="*" element={<p>Navigated away</p>} />
      </Routes>
    );
  };
