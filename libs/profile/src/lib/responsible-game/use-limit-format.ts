import { useFormatters } from '@casino/i18n';
import type { RgLimitType } from '@casino/platform-contract';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { responsibleGameMessages as m, responsibleGameValueMessages as v } from './responsible-game.messages';

/** How a limit's values read: money in the account currency, or minutes for session time. */
export function useLimitFormat(type: RgLimitType, currency: string) {
  const intl = useIntl();
  const { formatMoney } = useFormatters();
  return useCallback(
    (value: number | null) => {
      if (value === null) return intl.formatMessage(m.noLimit);
      return type === 'session' ? intl.formatMessage(v.minutes, { minutes: value }) : formatMoney(value, currency);
    },
    [currency, formatMoney, intl, type],
  );
}
