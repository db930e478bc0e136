import { join } from 'node:path';
import { createMainConfig } from '../../../.storybook/main.shared.ts';

// The shared static files (MSW worker) plus this lib's demo artwork for game tiles.
export default createMainConfig({ staticDirs: [join(import.meta.dirname, 'public')] });
