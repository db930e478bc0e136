import { SELF_EXCLUSION_DURATIONS, TIME_OUT_DURATIONS, type RgExclusionType, type SelfExclusionDuration, type TimeOutDuration } from '@casino/platform-contract';
import type { MessageDescriptor } from 'react-intl';
import { responsibleGameMessages as m } from './responsible-game.messages';

export type ExclusionDuration = TimeOutDuration | SelfExclusionDuration;

export const DURATION_LABELS: Record<ExclusionDuration, MessageDescriptor> = {
  '24h': m.duration24h,
  '7d': m.duration7d,
  '30d': m.duration30d,
  '6m': m.duration6m,
  '1y': m.duration1y,
  '5y': m.duration5y,
};

export const EXCLUSION_DURATIONS: Record<RgExclusionType, readonly ExclusionDuration[]> = {
  time_out: TIME_OUT_DURATIONS,
  self_exclusion: SELF_EXCLUSION_DURATIONS,
};

/** The confirm dialog of a time-out or self-exclusion (profile dialogs). */
export const EXCLUSION_DIALOG_ID = 'rg-exclusion';

/** Its props: plain data, as the dialog stack keeps them in the store. */
export type ExclusionDialogProps = { kind: RgExclusionType; duration: ExclusionDuration };
