import { addons } from 'storybook/manager-api';
import { themes } from 'storybook/theming';

// The design system is dark; so is the Storybook around it.
addons.setConfig({ theme: { ...themes.dark, brandTitle: 'Casino content pages' } });
