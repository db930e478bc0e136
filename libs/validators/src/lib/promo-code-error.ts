/** Texts per server error code; INVALID is the fallback for codes without their own text. */
export type PromoCodeTexts = { INVALID: string } & Record<string, string>;

export type PromoCodeError = {
  /** The code the server sent (INVALID when it sent none), e.g. for the promo-code-not-found event. */
  code: string;
  message: string;
};

/** A promo code error from `error_data.promo_code[0]`, through the per-code text list, falling back to INVALID. */
export function mapPromoCodeError(errorData: unknown, texts: PromoCodeTexts): PromoCodeError {
  const codes = errorData && typeof errorData === 'object' && 'promo_code' in errorData ? errorData.promo_code : undefined;
  const first: unknown = Array.isArray(codes) ? codes[0] : undefined;
  const code = typeof first === 'string' && first !== '' ? first : 'INVALID';
  return { code, message: Object.hasOwn(texts, code) ? texts[code] : texts.INVALID };
}
