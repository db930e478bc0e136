import { useFormatters } from '@casino/i18n';
import type { LoyaltyProduct } from '@casino/platform-contract';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { usePlayer } from '../shared/use-player';
import { productValueMessages, shopMessages as m } from './shop.messages';

const TYPE_LABELS = { freespins: m.typeFreespins, bonus: m.typeBonus, betting: m.typeBetting, cash: m.typeCash } as const;
const isKnownType = (type: string): type is keyof typeof TYPE_LABELS => type in TYPE_LABELS;

/** A product's kind ("Free spins") and what it gives ("10 free spins", "€5 bonus money") in the player's currency. */
export function useProductText() {
  const intl = useIntl();
  const { formatMoney } = useFormatters();
  const { currency } = usePlayer();
  const typeOf = useCallback((product: LoyaltyProduct) => intl.formatMessage(isKnownType(product.type) ? TYPE_LABELS[product.type] : m.typeOther), [intl]);
  const valueOf = useCallback(
    (product: LoyaltyProduct) => {
      if (product.type === 'freespins') return intl.formatMessage(productValueMessages.freespins, { count: product.value });
      const amount = formatMoney(product.value, currency);
      if (product.type === 'bonus') return intl.formatMessage(productValueMessages.bonus, { amount });
      if (product.type === 'betting') return intl.formatMessage(productValueMessages.betting, { amount });
      if (product.type === 'cash') return intl.formatMessage(productValueMessages.cash, { amount });
      return undefined;
    },
    [intl, formatMoney, currency],
  );
  return { typeOf, valueOf };
}
