import { join } from 'node:path';
import { createMainConfig } from '../../../.storybook/main.shared.ts';

const shared = createMainConfig();

// The shared static files (MSW worker) plus this lib's demo artwork for game tiles.
export default { ...shared, staticDirs: [...(shared.staticDirs ?? []), join(import.meta.dirname, 'public')] };
