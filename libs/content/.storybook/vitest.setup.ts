import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import * as projectAnnotations from './preview';

// The story tests use the same preview as Storybook itself: providers, MSW, and axe with test: 'error'.
setProjectAnnotations([a11yAddonAnnotations, projectAnnotations]);
