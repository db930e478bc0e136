import { createPreview } from '../../../.storybook/preview.tsx';
import { gamehallFeature } from '../src/lib/gamehall-feature';
import { storyGamesHandler } from '../src/lib/testing/story-handlers';

export default createPreview({ feature: gamehallFeature, handlers: [storyGamesHandler] });
