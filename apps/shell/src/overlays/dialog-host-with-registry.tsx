import type { DialogFollowUp } from '../guards/guard-dialogs';
import { DialogHost } from './dialog-host';
import { dialogRegistry } from './dialog-registry';

/** The dialog host with every feature's dialogs: the lazy chunk behind `LazyDialogHost`. */
export function DialogHostWithRegistry({ followUps }: { followUps: Map<string, DialogFollowUp> }) {
  return <DialogHost registry={dialogRegistry} followUps={followUps} />;
}
