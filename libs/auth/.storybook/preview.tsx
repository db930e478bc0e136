import { createPreview } from '../../../.storybook/preview.tsx';
import { authFeature } from '../src/lib/auth-feature';

export default createPreview({ feature: authFeature });
