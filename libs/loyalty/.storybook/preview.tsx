import { createPreview } from '../../../.storybook/preview.tsx';
import { loyaltyFeature } from '../src/lib/loyalty-feature';

export default createPreview({ feature: loyaltyFeature });
