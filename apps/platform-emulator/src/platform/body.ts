import type { FastifyRequest } from 'fastify';
import { invalidRequest, PlatformFault } from './fault';
import type { RawBody } from './method';

/**
 * What a request body may hold (SPEC.md 7.1: multipart form data; HTML forms post urlencoded). No method of the
 * platform API takes a file, so a file part is refused; a field is at most 64 kB, a body at most 100 fields and
 * 1 MB. A field given twice is refused rather than one of the two silently winning.
 */
export const BODY_LIMITS = { fieldBytes: 64 * 1024, fields: 100, bodyBytes: 1024 * 1024 } as const;

/** Options of @fastify/multipart that enforce the limits while the body streams in. */
export const MULTIPART_LIMITS = {
  fieldNameSize: 100,
  fieldSize: BODY_LIMITS.fieldBytes,
  fields: BODY_LIMITS.fields,
  files: 0,
  parts: BODY_LIMITS.fields,
} as const;

const OVER_LIMITS = `The body is over its limits: at most ${BODY_LIMITS.fields} fields of 64 kB, 1 MB in all, and no files`;

/** The media type of the body, lower-cased, or null when there is no Content-Type. */
const mediaType = (request: FastifyRequest) => {
  const header = request.headers['content-type'];
  return header === undefined ? null : String(header).split(';')[0]?.trim().toLowerCase() ?? '';
};

/**
 * Checked before the body is read: a POST to /api is multipart or urlencoded (or has no body), of one kind, with a
 * boundary when multipart, and at most 1 MB long. Anything else is InvalidRequestException (415 or 413).
 */
export function checkApiBodyKind(request: FastifyRequest) {
  if (request.method !== 'POST') return;
  const header = request.headers['content-type'];
  const length = Number(request.headers['content-length'] ?? 0);
  if (length > BODY_LIMITS.bodyBytes) throw invalidRequest(OVER_LIMITS, 413);
  if (header === undefined) return;
  const type = mediaType(request);
  if (String(header).includes(',')) throw invalidRequest('One body kind per request: multipart/form-data or application/x-www-form-urlencoded', 415);
  if (type === 'multipart/form-data') {
    if (!/;\s*boundary=("[^"]+"|[^;\s]+)/i.test(String(header))) throw invalidRequest('A multipart body needs its boundary', 400);
    return;
  }
  if (type !== 'application/x-www-form-urlencoded') {
    throw invalidRequest('Bodies are multipart/form-data (or application/x-www-form-urlencoded), as SPEC.md 7.1 says', 415);
  }
}

const normalise = (value: string) => (value === 'null' ? null : value);

/** Parses an urlencoded body for the content-type parser, within the limits and with no field twice. */
export function parseUrlencoded(text: string): Record<string, string> {
  const fields: Record<string, string> = {};
  let count = 0;
  for (const [name, value] of new URLSearchParams(text)) {
    count += 1;
    if (count > BODY_LIMITS.fields || value.length > BODY_LIMITS.fieldBytes || name.length > MULTIPART_LIMITS.fieldNameSize) {
      throw invalidRequest(OVER_LIMITS, 413);
    }
    if (Object.hasOwn(fields, name)) throw invalidRequest(`Field ${name.slice(0, 100)} is given twice`);
    fields[name] = value;
  }
  return fields;
}

/** The fields of a multipart or urlencoded body; "null" from the client is null. */
export async function readApiBody(request: FastifyRequest): Promise<RawBody> {
  const fields: RawBody = {};
  if (!request.isMultipart()) {
    const body = request.body;
    if (body && typeof body === 'object') for (const [name, value] of Object.entries(body as Record<string, string>)) fields[name] = normalise(value);
    return fields;
  }
  let bytes = 0;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'field' || part.fieldnameTruncated || part.valueTruncated) throw invalidRequest(OVER_LIMITS, 413);
      if (Object.hasOwn(fields, part.fieldname)) throw invalidRequest(`Field ${part.fieldname.slice(0, 100)} is given twice`);
      // A part sent as application/json arrives parsed; the schemas read every field as its text.
      const value = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
      bytes += value.length;
      if (bytes > BODY_LIMITS.bodyBytes) throw invalidRequest(OVER_LIMITS, 413);
      fields[part.fieldname] = normalise(value);
    }
  } catch (error) {
    if (error instanceof PlatformFault) throw error;
    const status = (error as { statusCode?: number }).statusCode;
    throw status === 413 ? invalidRequest(OVER_LIMITS, 413) : invalidRequest('Malformed multipart body');
  }
  return fields;
}
