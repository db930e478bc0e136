import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The patience of the story tests (storybook-test-setup.ts): a spec on a loaded machine, next to other test
// runners, may need more than Testing Library's 1 s to see a page answer. A spec never sets its own.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
