import * as v from 'valibot';
import { VALIDATION_LIMITS } from './limits';
import { asText, filled } from './text-rules';
import { message } from './validation-error';

const { length } = VALIDATION_LIMITS.code;

/** Verification code: required, digits only, exactly 6. */
export const codeRule = v.pipe(
  asText,
  filled(),
  v.digits(message('wrongValue')),
  v.minLength(length, message('minLength', { min: length })),
  v.maxLength(length, message('maxLength', { max: length })),
);
