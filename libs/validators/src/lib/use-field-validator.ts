import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { toFieldValidator, type FieldValidator } from './field-validator';
import type { Rule } from './validation-error';

/** toFieldValidator with the surrounding IntlProvider, so errors come out translated. */
export function useFieldValidator(rule: Rule): FieldValidator {
  const intl = useIntl();
  return useMemo(() => toFieldValidator(rule, intl), [rule, intl]);
}
