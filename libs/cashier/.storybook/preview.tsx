import { createPreview } from '../../../.storybook/preview.tsx';
import { cashierFeature } from '../src/lib/cashier-feature';

export default createPreview({ feature: cashierFeature });
