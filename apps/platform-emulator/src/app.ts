import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerSportsbook } from './betting/sportsbook-page';
import { registerCmsRoutes } from './cms/routes';
import type { EmulatorConfig } from './config';
import { openDatabase, type Db } from './db/database';
import { registerImageRoutes } from './images';
import { registerSoundRoutes } from './sounds';
import { accountMethods } from './methods/account';
import { authMethods } from './methods/auth';
import { bonusMethods } from './methods/bonuses';
import { campaignMethods } from './methods/campaigns';
import { cashierMethods } from './methods/cashier';
import { competitionMethods } from './methods/competitions';
import { gamesMethods } from './methods/games';
import { generalMethods } from './methods/general';
import { loyaltyMethods } from './methods/loyalty';
import { otherMethods } from './methods/other';
import { PlatformFault } from './platform/fault';
import { FaultSwitch, readFaultRules } from './platform/faults';
import { registerPlatformRoutes } from './platform/routes';
import { registerDevRoutes } from './web/dev-routes';
import { registerGamePage } from './web/game-page';
import { registerOauthPage } from './web/oauth-page';
import { registerPaymentPage } from './web/payment-page';

export type Emulator = { app: FastifyInstance; db: Db; faults: FaultSwitch };

export const METHOD_TABLES = [
  generalMethods,
  accountMethods,
  authMethods,
  bonusMethods,
  campaignMethods,
  cashierMethods,
  gamesMethods,
  competitionMethods,
  loyaltyMethods,
  otherMethods,
];

export async function buildEmulator(config: EmulatorConfig, { reset = false } = {}): Promise<Emulator> {
  if (config.faults && config.mode === 'production') throw new Error('EMULATOR_FAULTS is refused in production mode');
  const faults = new FaultSwitch();
  faults.replace(readFaultRules(config.faults));
  const db = openDatabase(config.dataDir, { reset });
  const app = Fastify({ logger: config.mode === 'development' ? { level: 'warn' } : false });
  await app.register(cookie);
  await app.register(multipart);
  // Plain HTML forms (payment page, consent page) post urlencoded bodies.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

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

  registerPlatformRoutes(app, db, config, faults, METHOD_TABLES);
  registerCmsRoutes(app, db);
  registerPaymentPage(app, db);
  registerGamePage(app, db);
  registerSportsbook(app, db);
  registerOauthPage(app, db, config);
  registerDevRoutes(app, db, config, faults);
  registerImageRoutes(app, db, config.dataDir);
  registerSoundRoutes(app);
  app.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain').send('User-agent: *\nAllow: /\nDisallow: /cashier\nDisallow: /profile\nDisallow: /api/\nDisallow: /platform/pay/\n'),
  );
  app.get('/__emulator/health', async () => ({ ok: true }));
  return { app, db, faults };
}
