/**
 * Input masks with the tokens of SPEC.md section 5: `#` a digit, `@` a letter, `*` a letter or digit.
 * Any other mask character is a literal that is inserted as the player types.
 */
const tokens: Record<string, RegExp> = {
  '#': /\d/,
  '@': /\p{L}/u,
  '*': /[\p{L}\p{N}]/u,
};

const isToken = (char: string) => char in tokens;

/** Formats what was typed or pasted to the mask, dropping characters no token accepts. */
export function applyMask(mask: string, input: string): string {
  let output = '';
  let position = 0;
  for (const maskChar of mask) {
    if (position >= input.length) break;
    if (isToken(maskChar)) {
      while (position < input.length && !tokens[maskChar].test(input[position])) position += 1;
      if (position >= input.length) break;
      output += input[position];
      position += 1;
    } else {
      output += maskChar;
      if (input[position] === maskChar) position += 1;
    }
  }
  return output;
}

/** The characters the player entered, without the mask's literals: `unmask('## ##', '12 34')` is `1234`. */
export function unmask(mask: string, value: string): string {
  return [...value].filter((char, index) => index < mask.length && isToken(mask[index])).join('');
}

/** Whether every token of the mask is filled. */
export function isMaskComplete(mask: string, value: string): boolean {
  return applyMask(mask, value).length === mask.length;
}
