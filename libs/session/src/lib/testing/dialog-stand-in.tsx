import { Dialog, type DialogComponentProps, type DialogRegistry } from '@casino/ui-kit';

/**
 * Stand-ins for the dialogs of other features, which a feature opens by id but may not import: a dialog named after
 * its id and mode ('auth register'), so a test sees that the page asked for it.
 */
export function dialogStandIns(...ids: string[]): DialogRegistry {
  return Object.fromEntries(
    ids.map((id) => [
      id,
      function DialogStandIn({ mode }: DialogComponentProps<{ mode?: string }>) {
        return <Dialog title={`${id} ${mode ?? ''}`.trim()}>{null}</Dialog>;
      },
    ]),
  );
}
