import { Button, openDialog } from '@casino/ui-kit';
import { useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import { GAMES_SEARCH_DIALOG } from './dialog-ids';
import { searchMessages } from './search.messages';

/** Opens the games search popup (SPEC.md 2.7). */
export function SearchButton() {
  const intl = useIntl();
  const dispatch = useDispatch();
  return (
    <Button variant="secondary" iconStart="search" onClick={() => dispatch(openDialog({ id: GAMES_SEARCH_DIALOG }))}>
      {intl.formatMessage(searchMessages.open)}
    </Button>
  );
}
