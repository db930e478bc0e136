import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

/**
 * Who is calling. The web server in front of the emulator runs on the same machine and says who its client was in
 * `X-Forwarded-For` (the last hop is the address it saw) and how it was reached in `X-Forwarded-Proto`. Those
 * headers are believed only from a loopback socket: anyone else could write them.
 */

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

export const isLoopbackAddress = (address: string | undefined) => address !== undefined && LOOPBACK.test(address);

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(',') : value;
};

/** The socket's own address: the only one nobody can forge. */
export const socketAddress = (request: FastifyRequest) => request.raw.socket?.remoteAddress ?? '';

/**
 * The client's address for attempt limits: the socket's, or, when the socket is loopback (our own proxy), the last
 * hop of X-Forwarded-For if it is an IP address.
 */
export function clientAddress(request: FastifyRequest): string {
  const socket = socketAddress(request);
  if (!isLoopbackAddress(socket)) return socket;
  const lastHop = header(request, 'x-forwarded-for')?.split(',').pop()?.trim();
  return lastHop && isIP(lastHop) ? lastHop : socket;
}

/** A proxy relayed the request: it carries one of the headers proxies add. */
export const isProxied = (request: FastifyRequest) =>
  ['x-forwarded-for', 'forwarded', 'x-forwarded-host', 'x-real-ip'].some((name) => request.headers[name] !== undefined);

/** The request reached us over TLS: directly, or through our loopback proxy that says `X-Forwarded-Proto: https`. */
export function isSecureRequest(request: FastifyRequest): boolean {
  if ((request.raw.socket as { encrypted?: boolean } | undefined)?.encrypted) return true;
  if (!isLoopbackAddress(socketAddress(request))) return false;
  return header(request, 'x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() === 'https';
}
