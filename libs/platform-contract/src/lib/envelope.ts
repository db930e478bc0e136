import * as v from 'valibot';

/** Every successful platform answer wraps its payload in `data` (SPEC.md 3, response envelopes). */
export const dataEnvelope = <TSchema extends v.GenericSchema>(schema: TSchema) => v.object({ data: schema });
