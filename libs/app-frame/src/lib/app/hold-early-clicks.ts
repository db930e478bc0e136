/**
 * A server-rendered page shows its buttons before React has taken them over: between the first paint and the end of
 * hydration (the page's lazy routes and messages load first) a tap on a menu, a dialog's trigger or a toggle reaches
 * no handler and is lost, so the player taps again or gives up. Links and forms work without React (the browser
 * follows or submits them), buttons do not. This holds the last tap on a button from now on and, once `release` is
 * called after hydration, clicks that button again if it is still on the page, as Angular's event replay does.
 */
export function holdEarlyClicks(root: HTMLElement): () => void {
  let held: HTMLElement | null = null;
  const hold = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>('button, [role="button"]') : null;
    // A submit button's form still submits natively (a full page load the server answers), so it is left alone.
    if (!target || (target instanceof HTMLButtonElement && target.type === 'submit' && target.form)) return;
    event.preventDefault();
    event.stopPropagation();
    held = target;
  };
  root.addEventListener('click', hold, true);
  return () => {
    root.removeEventListener('click', hold, true);
    const target = held;
    held = null;
    if (target?.isConnected && !(target instanceof HTMLButtonElement && target.disabled)) target.click();
  };
}
