import { createPreview } from '../../../.storybook/preview.tsx';
import { supportFeature } from '../src/lib/support-feature';

export default createPreview({ feature: supportFeature });
