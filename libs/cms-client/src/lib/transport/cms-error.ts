/** A failed CMS call: Strapi's `{ error: { status, name, message } }`, or the transport's own failure. */
export type CmsError = {
  status: number;
  name: string;
  message: string;
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Strapi answers errors as `{ data: null, error: { status, name, message, details } }`. */
export function readCmsError(body: unknown, httpStatus: number): CmsError {
  const error = isRecord(body) && isRecord(body['error']) ? body['error'] : {};
  return {
    status: typeof error['status'] === 'number' ? error['status'] : httpStatus,
    name: typeof error['name'] === 'string' ? error['name'] : 'UnknownError',
    message: typeof error['message'] === 'string' ? error['message'] : `HTTP ${httpStatus}`,
  };
}
