import { join } from 'node:path';
import { createMainConfig } from '../../../.storybook/main.shared.ts';

// The shared static files (MSW worker) plus the ui-kit's demo artwork, which the story games use.
export default createMainConfig({ staticDirs: [join(import.meta.dirname, '../../ui-kit/.storybook/public')] });
