import { createPreview } from '../../../.storybook/preview.tsx';
import { bettingFeature } from '../src/lib/betting-feature';

export default createPreview({ feature: bettingFeature });
