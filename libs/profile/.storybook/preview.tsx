import { createPreview } from '../../../.storybook/preview.tsx';
import { profileFeature } from '../src/lib/profile-feature';

export default createPreview({ feature: profileFeature });
