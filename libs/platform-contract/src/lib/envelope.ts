import * as v from 'valibot';

/** Every successful platform answer wraps its payload in `data` (SPEC.md 3, response envelopes). */
export const dataEnvelope = <TSchema extends v.GenericSchema>(schema: TSchema) => v.object({ data: schema });

/** `data.items`: the shape of offers, tournaments, categories, providers and most lists. */
export const itemsOf = <TSchema extends v.GenericSchema>(schema: TSchema) => v.object({ items: v.array(schema) });

/** `data.items` with `count`, the number of all items (SPEC.md 3: "the list response has items and count"; banners). */
export const countedItemsOf = <TSchema extends v.GenericSchema>(schema: TSchema) =>
  v.object({ items: v.array(schema), count: v.number() });

/** A page of a long list: `items` and `total`, the number of all matching items, for "load more". */
export const pagedItemsOf = <TSchema extends v.GenericSchema>(schema: TSchema) =>
  v.object({ items: v.array(schema), total: v.number() });

/** The plain `{ result: 1 }` acknowledgement of write calls (account.saveProfileInfo succeeds only on 1). */
export const resultSchema = v.object({ result: v.number() });
export type Result = v.InferOutput<typeof resultSchema>;

/** A platform id: numeric in the emulator, a string on some real platforms. */
export const idSchema = v.union([v.number(), v.string()]);
export type Id = v.InferOutput<typeof idSchema>;
