import { createMainConfig } from '../../../.storybook/main.shared.ts';

export default createMainConfig();
