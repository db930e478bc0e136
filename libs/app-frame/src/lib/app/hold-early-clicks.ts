/** What a tap is held on: the controls that do nothing without the app (links and forms work without it). */
export const HELD_CONTROLS = 'button, [role="button"]';

/**
 * Where the page's inline script (`scriptsAfterPaint`, which holds taps from the first paint, before the app's code
 * has arrived) hands over its held tap: a function that stops that holder and returns its tap.
 */
export const EARLY_TAP_GLOBAL = '__takeEarlyTap';

type EarlyTapHolder = { [EARLY_TAP_GLOBAL]?: (() => Element[]) | null };

/** Taps held at most: a player tapping again and again at a page that does not answer yet means one or two of them. */
export const MOST_HELD = 5;

/**
 * Tells React of what the player changed in the form fields before hydration: React keeps the page's values as it
 * hydrates (a checked box stays checked, typed text stays) but its state has the server's, so the next render wiped
 * them and a submit sent the server's. Each field whose value or state differs from the server's is set back through
 * React's own tracking of it, then to the player's directly, and given the event React reads a change from.
 */
type FieldChange = { field: HTMLInputElement | HTMLTextAreaElement; checked?: boolean; value?: string };

function replayFieldChanges(root: HTMLElement): void {
  const isBox = (field: HTMLInputElement | HTMLTextAreaElement): field is HTMLInputElement =>
    field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
  // All read first: the first change React hears of renders the form, which puts the server's values in the others.
  const changed = [...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')].flatMap((field): FieldChange[] => {
    // Of a radio group only the one the player chose: React hears of it from that one (a radio's change is its choice).
    if (isBox(field)) return field.checked === field.defaultChecked || (field.type === 'radio' && !field.checked) ? [] : [{ field, checked: field.checked }];
    if (field.type === 'file' || field.type === 'hidden' || field.value === field.defaultValue) return [];
    return [{ field, value: field.value }];
  });
  for (const { field, checked, value } of changed) {
    const prototype = Object.getPrototypeOf(field) as HTMLInputElement | HTMLTextAreaElement;
    if (checked !== undefined && isBox(field)) {
      field.checked = field.defaultChecked;
      Object.getOwnPropertyDescriptor(prototype, 'checked')?.set?.call(field, checked);
      // A plain Event, not a MouseEvent: React reads a box's change from its click, and the box does not toggle again.
      field.dispatchEvent(new Event('click', { bubbles: true }));
    } else if (value !== undefined) {
      field.value = field.defaultValue;
      Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
}

/**
 * A server-rendered page shows its buttons before React has taken them over: between the first paint and the end of
 * hydration (the app's code arrives after the first paint, the page's lazy routes and messages load first) a tap on a
 * menu, a dialog's trigger or a toggle reaches no handler and is lost, so the player taps again or gives up. Links and
 * forms work without React (the browser follows or submits them), buttons do not. This holds the taps on buttons from
 * now on (after those the page's inline script held before the app started) and, once `release` is called after
 * hydration, first tells React of the fields the player changed meanwhile, then clicks those buttons again in order
 * (a preset amount, then Continue), each still on the page and enabled, as Angular's event replay does.
 */
export function holdEarlyClicks(root: HTMLElement): () => Promise<void> {
  const early = (window as EarlyTapHolder)[EARLY_TAP_GLOBAL]?.() ?? [];
  let held = early.filter((target): target is HTMLElement => target instanceof HTMLElement && root.contains(target));
  const hold = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(HELD_CONTROLS) : null;
    // A submit button's form still submits natively (a full page load the server answers), so it is left alone,
    // unless a tap is held: a preset amount then Continue must send the preset, so the submit waits behind it.
    if (!target || (target instanceof HTMLButtonElement && target.type === 'submit' && target.form && held.length === 0)) return;
    event.preventDefault();
    event.stopPropagation();
    held = [...held, target].slice(-MOST_HELD);
  };
  root.addEventListener('click', hold, true);
  return async () => {
    root.removeEventListener('click', hold, true);
    replayFieldChanges(root);
    const taps = held;
    held = [];
    for (const target of taps) {
      if (target.isConnected && !(target instanceof HTMLButtonElement && target.disabled)) target.click();
      // React renders what a click changed a moment later: the next tap finds the page as this one left it.
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  };
}
