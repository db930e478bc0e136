import { pageValidationError, ResponseStatus } from '@casino/routing';
import { useLocation } from 'react-router-dom';
import type { IconName } from '../icon/icon-names';
import { SystemPage } from './system-page';

export type ItemNotFoundProps = {
  icon: IconName;
  title: string;
  /** The way on: the list the item would have been in. */
  back: { to: string; label: string };
};

/**
 * A page whose item (a game, jackpot, tournament, loyalty program or offer) is not there (SPEC.md 2.2): a 404 with the
 * route's message and the system pages' one button back to the list.
 */
export function ItemNotFound({ icon, title, back }: ItemNotFoundProps) {
  const location = useLocation();
  return (
    <>
      <ResponseStatus status={404} />
      <SystemPage icon={icon} title={title} description={pageValidationError(location).message} link={back} />
    </>
  );
}
