import { createPreview } from '../../../.storybook/preview.tsx';
import { promotionsFeature } from '../src/lib/promotions-feature';

export default createPreview({ feature: promotionsFeature });
