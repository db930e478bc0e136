import type { FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { HttpVerb } from '@casino/platform-contract';
import type { EmulatorConfig } from '../config';
import type { Db } from '../db/database';
import type { AccountRow } from '../methods/account-view';
import { PlatformFault } from './fault';
import type { Limits } from './limits';

export type RawQuery = Record<string, string>;
export type RawBody = Record<string, string | null>;

export type MethodContext<TQuery = RawQuery, TBody = RawBody> = {
  db: Db;
  config: EmulatorConfig;
  /** The attempt limits of this emulator (wrong passwords, reset mails). */
  limits: Limits;
  request: FastifyRequest;
  reply: FastifyReply;
  /** The query after its contract schema (raw strings when the method has none). */
  query: TQuery;
  /** The multipart (or urlencoded) body after its contract schema; "null" from the client is null. */
  body: TBody;
  rawQuery: RawQuery;
  rawBody: RawBody;
  /** The `locale` query when it is one of the site's locales, else en. */
  locale: string;
  /** The signed-in account id, or null for a visitor. */
  accountId: number | null;
};

/** What the handler of a method that needs a signed-in player (`auth: true`) is given: the player's id and account. */
export type PlayerContext<TQuery = RawQuery, TBody = RawBody> = MethodContext<TQuery, TBody> & {
  accountId: number;
  /** The player's account row as the call found it (read it again after changing it). */
  account: AccountRow;
};

type Schema = v.GenericSchema;
type Output<TSchema> = TSchema extends Schema ? v.InferOutput<TSchema> : TSchema extends undefined ? RawQuery : never;
type BodyOutput<TSchema> = TSchema extends Schema ? v.InferOutput<TSchema> : RawBody;

export type MethodDefinition = {
  verb: HttpVerb;
  /** The method needs a signed-in player: a visitor gets AuthorizationException before validation. */
  auth?: boolean;
  query?: Schema;
  body?: Schema;
  handler: (context: MethodContext<unknown, unknown> | PlayerContext<unknown, unknown>) => unknown;
};

/** A domain file's methods, keyed by the method name of SPEC.md 7.2. */
export type MethodTable = Record<string, MethodDefinition>;

/**
 * Declares a method; its query and body are validated with the given contract schemas before the handler runs. A
 * method with `auth: true` is called only with a session, and its handler is given the player (PlayerContext).
 */
export function method<TQuery extends Schema | undefined = undefined, TBody extends Schema | undefined = undefined, TAuth extends boolean = false>(definition: {
  verb: HttpVerb;
  auth?: TAuth;
  query?: TQuery;
  body?: TBody;
  handler: (context: TAuth extends true ? PlayerContext<Output<TQuery>, BodyOutput<TBody>> : MethodContext<Output<TQuery>, BodyOutput<TBody>>) => unknown;
}): MethodDefinition {
  return definition as MethodDefinition;
}

/** The object entries of a schema, looking through pipes (`v.pipe(v.object(...), ...)`). */
function entriesOf(schema: unknown): Record<string, unknown> | undefined {
  const node = schema as { entries?: Record<string, unknown>; pipe?: unknown[] };
  if (node.entries) return node.entries;
  return node.pipe ? entriesOf(node.pipe[0]) : undefined;
}

/**
 * An absent field is given as undefined, so the field's own message ("Field is required") answers
 * instead of valibot's generic missing-key issue.
 */
function withEveryKey(schema: Schema, input: unknown): unknown {
  const entries = entriesOf(schema);
  if (!entries || !input || typeof input !== 'object') return input;
  const filled: Record<string, unknown> = { ...(input as Record<string, unknown>) };
  for (const key of Object.keys(entries)) if (!(key in filled)) filled[key] = undefined;
  return filled;
}

/** Parses input with a schema or answers InvalidParameterException with one message list per field. */
export function parseInput<TSchema extends Schema>(schema: TSchema, input: unknown): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, withEveryKey(schema, input));
  if (result.success) return result.output;
  const flat = v.flatten(result.issues);
  const errorData: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(flat.nested ?? {})) if (messages) errorData[field] = [...messages];
  const general = [...(flat.root ?? []), ...(flat.other ?? [])];
  if (general.length) errorData['_'] = general;
  throw new PlatformFault('InvalidParameterException', errorData);
}
