import { configure } from 'storybook/test';

// Story tests run in a real browser on a 2-core machine next to other test runners: give findBy* queries and
// waitFor the same patience a player has instead of Testing Library's 1 s default.
configure({ asyncUtilTimeout: 5000 });
