import { libTestConfig } from '../../tools/vite/lib-test-config.ts';
import { storybookTestProject } from '../../tools/vite/storybook-test-project.ts';

export default libTestConfig(import.meta.dirname, {
  environment: 'jsdom',
  projects: [storybookTestProject(import.meta.dirname)],
});
