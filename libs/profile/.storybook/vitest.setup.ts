import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import * as projectAnnotations from './preview';

// The story tests use the same preview as Storybook itself: providers, MSW, and axe with test: 'error'.
setProjectAnnotations([a11yAddonAnnotations, projectAnnotations]);

// Lazy dialog chunks and mocked answers can take over a second on a busy 2-core machine; wait up to 5 s for them.
configure({ asyncUtilTimeout: 5000 });
