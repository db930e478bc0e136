import { createPreview } from '../../../.storybook/preview.tsx';
import { contentFeature } from '../src/lib/content-feature';

export default createPreview({ feature: contentFeature });
