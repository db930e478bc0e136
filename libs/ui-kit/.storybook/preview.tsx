import { createPreview } from '../../../.storybook/preview.tsx';

export default createPreview();
