import * as v from 'valibot';

/** Every successful platform answer wraps its payload in `data` (SPEC.md 3, response envelopes). */
export const dataEnvelope = <TSchema extends v.GenericSchema>(schema: TSchema) => v.object({ data: schema });

/** `data.items`: the shape of banners, offers, tournaments, categories and providers answers. */
export const itemsOf = <TSchema extends v.GenericSchema>(schema: TSchema) => v.object({ items: v.array(schema) });

/** `data.items` plus a total `count`, as banners and other paged lists answer. */
export const countedItemsOf = <TSchema extends v.GenericSchema>(schema: TSchema) =>
  v.object({ items: v.array(schema), count: v.number() });

/** The plain `{ result: 1 }` acknowledgement of many write calls (account.saveProfileInfo succeeds only on 1). */
export const resultSchema = v.object({ result: v.number() });
export type Result = v.InferOutput<typeof resultSchema>;
