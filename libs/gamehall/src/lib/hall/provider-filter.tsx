import { useGetGameProvidersQuery } from '@casino/api-client';
import { Button, Checkbox, IconButton } from '@casino/ui-kit';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { HallFilter } from '../shared/hall-paths';
import { hallMessages, providersCountMessage, removeProviderMessage } from './hall.messages';
import styles from './gamehall.module.css';

export type ProviderFilterProps = {
  filter: HallFilter;
  /** The URL of a filter: the hall's own, or a tournament's hall with the providers in its query. */
  pathFor: (filter: HallFilter) => string;
};

/** Providers to narrow the hall: a panel of checkboxes and the chosen ones as removable chips. Every change is a new URL. */
export function ProviderFilter({ filter, pathFor }: ProviderFilterProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const { data: providers } = useGetGameProvidersQuery();
  const titleOf = (sysname: string) => providers?.find((provider) => provider.sysname === sysname)?.title ?? sysname;

  const apply = (next: readonly string[]) => navigate(pathFor({ ...filter, providers: next }));
  const toggle = (sysname: string, checked: boolean) =>
    apply(checked ? [...filter.providers, sysname] : filter.providers.filter((name) => name !== sysname));

  return (
    <div className={styles['providers']}>
      <div className={styles['providersBar']}>
        <Button
          variant="secondary"
          size="sm"
          iconStart="filter"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          {filter.providers.length
            ? intl.formatMessage(providersCountMessage, { count: filter.providers.length })
            : intl.formatMessage(hallMessages.providers)}
        </Button>
        {filter.providers.map((sysname) => (
          <span key={sysname} className={styles['selected']}>
            {titleOf(sysname)}
            <IconButton
              icon="close"
              size="sm"
              label={intl.formatMessage(removeProviderMessage, { name: titleOf(sysname) })}
              onClick={() => toggle(sysname, false)}
            />
          </span>
        ))}
        {filter.providers.length > 1 && (
          <Button variant="ghost" size="sm" onClick={() => apply([])}>
            {intl.formatMessage(hallMessages.clearProviders)}
          </Button>
        )}
      </div>
      {open && (
        <fieldset id={panelId} className={styles['providerPanel']}>
          <legend className={styles['legend']}>{intl.formatMessage(hallMessages.providers)}</legend>
          {(providers ?? []).map((provider) => (
            <Checkbox
              key={provider.sysname}
              label={provider.title}
              checked={filter.providers.includes(provider.sysname)}
              onChange={(checked) => toggle(provider.sysname, checked)}
            />
          ))}
        </fieldset>
      )}
    </div>
  );
}
