import { join } from 'node:path';
import { createMainConfig } from '../../../.storybook/main.shared.ts';

// The shared static files (MSW worker) plus a stand-in of the platform's sportsbook page for the frame.
export default createMainConfig({ staticDirs: [join(import.meta.dirname, '../../../.storybook/public'), join(import.meta.dirname, 'public')] });
