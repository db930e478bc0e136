import { IconsPage } from '@casino/ui-kit';

/** The internal `/_icons` page (svg-sprite layout) is the ui-kit's own sprite page. */
export function FrameIconsPage() {
  return <IconsPage />;
}
