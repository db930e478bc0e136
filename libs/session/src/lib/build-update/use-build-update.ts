import { useCallback } from 'react';
import { useSelector } from 'react-redux';
import { selectUpdateAvailable } from '../session-state/session-slice';

export type BuildUpdate = {
  /** A newer build is out; it loads on the next route change, or now with `activate`. */
  updateAvailable: boolean;
  /** Loads the new build right away (an "update now" button). */
  activate: () => void;
};

const reloadPage = () => window.location.reload();

export function useBuildUpdate(reload: () => void = reloadPage): BuildUpdate {
  const updateAvailable = useSelector(selectUpdateAvailable);
  const activate = useCallback(() => reload(), [reload]);
  return { updateAvailable, activate };
}
