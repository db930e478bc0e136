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
import { eventMethods } from './methods/events';
import { loyaltyMethods } from './methods/loyalty';
import { popupMethods } from './methods/popups';
import { responsibleGamingMethods } from './methods/responsible-gaming';
import { storageMethods } from './methods/storage';
import { supportMethods } from './methods/support';
import { verificationMethods } from './methods/verification';
import { MULTIPART_LIMITS, parseUrlencoded } from './platform/body';
import { invalidRequest, PlatformFault } from './platform/fault';
import { FaultSwitch, readFaultRules } from './platform/faults';
import { createLimits, type Limits } from './platform/limits';
import { requireSiteOrigin } from './platform/origin';
import { registerPlatformRoutes } from './platform/routes';
import { registerDevRoutes } from './web/dev-routes';
import { registerGamePage } from './web/game-page';
import { KYC_API_PREFIX, registerKycFrame } from './web/kyc/kyc-frame';
import { registerOauthPage } from './web/oauth-page';
import { registerPasswordResetPage } from './web/password-reset-page';
import { registerPaymentPage } from './web/payment-page';
import { registerStandIns } from './web/stand-ins';

export type Emulator = { app: FastifyInstance; db: Db; config: EmulatorConfig; faults: FaultSwitch; limits: Limits };

/** What a Fastify error with a 4xx status (bad JSON, an oversized or unsupported body) tells the caller. */
const CLIENT_ERRORS: Record<number, string> = {
  413: 'The body is too large',
  415: 'Unsupported Content-Type',
};

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
  popupMethods,
  storageMethods,
  supportMethods,
  eventMethods,
  verificationMethods,
  responsibleGamingMethods,
];

export async function buildEmulator(config: EmulatorConfig, { reset = false } = {}): Promise<Emulator> {
  if (config.faults && config.mode === 'production') throw new Error('EMULATOR_FAULTS is refused in production mode');
  const faults = new FaultSwitch();
  faults.replace(readFaultRules(config.faults));
  const db = openDatabase(config.dataDir, { reset });
  const limits = createLimits();
  const app = Fastify({ logger: config.mode === 'development' ? { level: 'warn' } : false });
  await app.register(cookie);
  await app.register(multipart, { limits: MULTIPART_LIMITS });
  // Plain HTML forms (payment page, consent page, password reset page) post urlencoded bodies.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, parseUrlencoded(String(body)));
    } catch (error) {
      done(error as Error, undefined);
    }
  });

  // A state-changing request from a page of another origin (a sibling port or subdomain included) is refused before
  // anything is read or changed: the API, the payment, consent and reset forms, the game's spin, the sportsbook's bet.
  // The CMS authenticates with a Bearer token a page of another origin cannot send, so it needs no such check.
  // The identity-verification frame's calls (web/kyc) carry the provider's access token, not the cookie, and come from
  // the frame's own origin.
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/cms/') && !request.url.startsWith(KYC_API_PREFIX)) requireSiteOrigin(request, config.siteOrigins);
  });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof PlatformFault) {
      if (error.retryAfter !== undefined) reply.header('retry-after', String(error.retryAfter));
      return reply.code(error.status).send(error.toBody());
    }
    // Malformed requests (bad JSON, oversized bodies) are the caller's fault, never a stack trace.
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      return reply.code(status).send(invalidRequest(CLIENT_ERRORS[status] ?? 'Malformed request', status).toBody());
    }
    request.log.error(error);
    return reply.code(500).send(new PlatformFault('InternalServerErrorException').toBody());
  });
  app.addHook('onClose', async () => db.close());

  registerPlatformRoutes(app, db, config, limits, faults, METHOD_TABLES);
  registerCmsRoutes(app, db);
  registerPaymentPage(app, db);
  registerGamePage(app, db);
  registerSportsbook(app, db);
  registerOauthPage(app, db, config, limits);
  registerPasswordResetPage(app, db, config, limits);
  registerStandIns(app, db);
  registerKycFrame(app, db, config);
  registerDevRoutes(app, db, config, faults);
  registerImageRoutes(app, db, config.dataDir);
  registerSoundRoutes(app);
  app.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain').send('User-agent: *\nAllow: /\nDisallow: /cashier\nDisallow: /profile\nDisallow: /api/\nDisallow: /platform/pay/\n'),
  );
  return { app, db, config, faults, limits };
}
