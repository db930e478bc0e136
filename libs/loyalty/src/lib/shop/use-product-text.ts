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
      if (!isKnownType(product.type)) return undefined;
      return intl.formatMessage(productValueMessages[product.type], { amount: formatMoney(product.value, currency) });
    },
    [intl, formatMoney, currency],
  );
  return { typeOf, valueOf };
}
