import { DialogStack, type DialogComponentProps, type DialogType } from '@casino/ui-kit';
import type { ComponentType } from 'react';

export type DialogStoryProps = {
  id: string;
  component: ComponentType<DialogComponentProps<never>>;
  type?: DialogType;
  preventClose?: boolean;
  props?: Record<string, unknown>;
};

/** One dialog drawn by the ui-kit's DialogStack as the shell does, for stories. */
export function DialogStory({ id, component, type = 'popup', preventClose = false, props = {} }: DialogStoryProps) {
  return (
    <DialogStack
      dialogs={[{ key: 'story', id, type, preventClose, props }]}
      registry={{ [id]: component }}
      onClose={() => undefined}
    />
  );
}
