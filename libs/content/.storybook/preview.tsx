import { createPreview } from '../../../.storybook/preview.tsx';
import en from '../src/messages/en.json';

export default createPreview({ messages: en });
