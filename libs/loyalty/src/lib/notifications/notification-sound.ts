/** SPEC.md 9: the loyalty notification sound plays at half volume. */
export const NOTIFICATION_SOUND_VOLUME = 0.5;

/** Plays the CMS sound once; a browser that blocks autoplay or a missing file simply stays silent. */
export function playNotificationSound(url: string) {
  try {
    const audio = new Audio(url);
    audio.volume = NOTIFICATION_SOUND_VOLUME;
    const playing = audio.play() as Promise<void> | undefined;
    playing?.catch(() => undefined);
  } catch {
    // No audio support (or not allowed): the card alone is enough.
  }
}
