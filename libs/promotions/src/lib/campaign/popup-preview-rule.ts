import { CONTINUE, readQuery, type GuardDecision, type NavigationContext } from '@casino/routing';

export const POPUP_PREVIEW_HASH = '#popup-preview';
export const POPUP_PREVIEW_QUERY = 'popup';

/** SPEC.md 2.4: hash #popup-preview with query popup={id} opens the preview of that campaign popup. */
export function popupPreview({ to }: NavigationContext): GuardDecision {
  if (to.hash !== POPUP_PREVIEW_HASH) return CONTINUE;
  const popup = readQuery(to.search, POPUP_PREVIEW_QUERY)?.trim();
  if (!popup) return CONTINUE;
  return { type: 'open-dialog', dialog: { id: 'campaign', preview: true, popup } };
}
