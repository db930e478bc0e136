/** The keys of a catalogue under `prefix.`, each without the prefix. */
type KeysUnder<Catalogue, Prefix extends string> = keyof Catalogue extends infer Id
  ? Id extends `${Prefix}.${infer Key}`
    ? Key
    : never
  : never;

/** A react-intl descriptor for each text of a catalogue under `prefix.`: `{ id }`, the text itself stays in the JSON. */
export type CataloguedMessages<Catalogue, Prefix extends string> = {
  readonly [Key in KeysUnder<Catalogue, Prefix>]: { readonly id: `${Prefix}.${Key}` };
};

/**
 * Names a lib's texts by the ids of its English catalogue, which is the one source of every English text (the JSON of
 * each locale is what the site shows; a default in the code would be a second copy). Typed by a type-only import,
 * so no text ships in the code and a key the catalogue lacks fails typecheck:
 *
 *     import type en from '../../messages/en.json';
 *     const texts = cataloguedMessages<typeof en>();
 *     export const feedbackMessages = texts('support.feedback'); // feedbackMessages.title: { id: 'support.feedback.title' }
 */
export function cataloguedMessages<Catalogue>() {
  return <Prefix extends string>(prefix: Prefix): CataloguedMessages<Catalogue, Prefix> => {
    const made = new Map<string, { id: string }>();
    return new Proxy({} as CataloguedMessages<Catalogue, Prefix>, {
      get(_target, key) {
        if (typeof key !== 'string') return undefined;
        let descriptor = made.get(key);
        if (!descriptor) {
          descriptor = Object.freeze({ id: `${prefix}.${key}` });
          made.set(key, descriptor);
        }
        return descriptor;
      },
    });
  };
}
