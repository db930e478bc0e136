import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import type { EmulatorConfig } from './config';
import { openDatabase, type Db } from './db/database';
import { registerImageRoutes } from './images';
import { authMethods } from './methods/auth';
import { gamesMethods } from './methods/games';
import { generalMethods } from './methods/general';
import { PlatformFault } from './platform/fault';
import { registerPlatformRoutes } from './platform/routes';

export type Emulator = { app: FastifyInstance; db: Db };

export async function buildEmulator(config: EmulatorConfig, { reset = false } = {}): Promise<Emulator> {
  const db = openDatabase(config.dataDir, { reset });
  const app = Fastify({ logger: config.mode === 'development' ? { level: 'warn' } : false });
  await app.register(cookie);
  await app.register(multipart);

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof PlatformFault) return reply.code(error.status).send(error.toBody());
    // Malformed requests (bad JSON, oversized bodies) are the caller's fault, never a stack trace.
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      return reply.code(200).send(new PlatformFault('InvalidRequestException').toBody());
    }
    request.log.error(error);
    return reply.code(500).send(new PlatformFault('InternalServerErrorException').toBody());
  });
  app.addHook('onClose', async () => db.close());

  registerPlatformRoutes(app, db, config, [generalMethods, authMethods, gamesMethods]);
  registerImageRoutes(app, (sysname) =>
    (db.prepare('SELECT name FROM games WHERE sysname = ?').get(sysname) as { name: string } | undefined)?.name,
  );
  app.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain').send('User-agent: *\nAllow: /\nDisallow: /cashier\nDisallow: /profile\n'),
  );
  app.get('/__emulator/health', async () => ({ ok: true }));
  return { app, db };
}
