import { join } from 'node:path';
import { createMainConfig } from '../../../.storybook/main.shared.ts';

const shared = createMainConfig();

// The shared static files (MSW worker) plus the ui-kit's demo artwork, which the story games use.
export default { ...shared, staticDirs: [...(shared.staticDirs ?? []), join(import.meta.dirname, '../../ui-kit/.storybook/public')] };
