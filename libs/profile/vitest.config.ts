import { libTestConfig } from '../../tools/vite/lib-test-config.ts';
import { storybookTestProject } from '../../tools/vite/storybook-test-project.ts';

// Unit and component specs in jsdom, and every story as a test in Chromium with axe (project `storybook`).
export default libTestConfig(import.meta.dirname, {
  environment: 'jsdom',
  projects: [storybookTestProject(import.meta.dirname)],
});
