import { pageValidationError, ResponseStatus } from '@casino/routing';
import { Link, SystemPage, type IconName } from '@casino/ui-kit';
import { useLocation, type To } from 'react-router-dom';

export type ItemNotFoundProps = {
  icon: IconName;
  title: string;
  /** The way on: the list the item would have been in. */
  back: { to: To; label: string };
};

/** A game hall page whose game, jackpot or tournament is not there (SPEC.md 2.2): a 404 with the route's message. */
export function ItemNotFound({ icon, title, back }: ItemNotFoundProps) {
  const location = useLocation();
  return (
    <>
      <ResponseStatus status={404} />
      <SystemPage icon={icon} title={title} description={pageValidationError(location).message} action={<Link to={back.to}>{back.label}</Link>} />
    </>
  );
}
