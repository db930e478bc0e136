import type { FastifyReply, FastifyRequest } from 'fastify';
import type { HttpVerb } from '@casino/platform-contract';
import type { EmulatorConfig } from '../config';
import type { Db } from '../db/database';

export type MethodContext = {
  db: Db;
  config: EmulatorConfig;
  request: FastifyRequest;
  reply: FastifyReply;
  /** Query values as sent (`v` and `locale` included). */
  query: Record<string, string>;
  /** Multipart (or JSON) body fields; the literal "null" the client sends for a missing value becomes null. */
  body: Record<string, string | null>;
  locale: string;
  /** The signed-in account id, or null for a visitor. */
  accountId: number | null;
  /** The signed-in account id, or an AuthorizationException for a visitor. */
  requireAccountId: () => number;
};

export type MethodDefinition = {
  verb: HttpVerb;
  handler: (context: MethodContext) => unknown;
};

/** A domain file's methods, keyed by the method name of SPEC.md 7.2. */
export type MethodTable = Record<string, MethodDefinition>;
