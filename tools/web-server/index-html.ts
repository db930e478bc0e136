import type { FastifyReply, FastifyRequest } from 'fastify';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { CSP_NONCE_PLACEHOLDER } from '../vite/csp-nonce.ts';
import { cspNonceOf } from './security-headers.ts';

type Encoding = 'br' | 'gzip';

/**
 * The encoding to answer in: the first of `preferred` the client accepts (q=0 means refused). Brotli first for what is
 * compressed per response (smaller); a kept page prefers gzip, which it sends without compressing it again.
 */
export function acceptedEncoding(header: string | undefined, preferred: readonly Encoding[] = ['br', 'gzip']): Encoding | null {
  const accepted = new Set(
    (header ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^\s*q\s*=\s*0(?:\.0*)?\s*$/.test(q))
      .map(([name]) => name?.trim().toLowerCase()),
  );
  return preferred.find((encoding) => accepted.has(encoding)) ?? null;
}

/**
 * The app shell, index.html, stamped with this response's CSP nonce: the build puts a placeholder in every script and
 * link tag and in the `csp-nonce` meta tag the app reads for the scripts it adds (Vite's `html.cspNonce`). The file is
 * read again when it changes, so a rebuild is served without a restart. No ETag or Last-Modified: a revalidated copy
 * would carry an old nonce that the new answer's policy refuses.
 */
/** index.html's template (with the nonce placeholder) and the handler that sends it stamped with this response's nonce. */
export function createIndexHtml(root: string) {
  const file = join(root, 'index.html');
  let cached: { mtimeMs: number; size: number; html: string } | null = null;

  async function template(): Promise<string> {
    const { mtimeMs, size } = await stat(file);
    if (!cached || cached.mtimeMs !== mtimeMs || cached.size !== size) cached = { mtimeMs, size, html: await readFile(file, 'utf8') };
    return cached.html;
  }

  async function sendIndexHtml(request: FastifyRequest, reply: FastifyReply) {
    const html = (await template()).replaceAll(CSP_NONCE_PLACEHOLDER, cspNonceOf(request));
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    // A few kilobytes: a fast compression level costs well under a millisecond.
    if (encoding === 'br') return reply.header('content-encoding', 'br').send(brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
    if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(gzipSync(html, { level: 6 }));
    return reply.send(html);
  }
  return { template, sendIndexHtml };
}
