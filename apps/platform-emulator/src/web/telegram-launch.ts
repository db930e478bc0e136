import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { EmulatorConfig } from '../config';
import { clockNow } from '../db/clock';
import type { Db } from '../db/database';
import { signInitData } from '../services/telegram';

/** Who the development launch opens the mini-app as: a Telegram user's public fields, each optional. */
const launchQuerySchema = v.object({
  id: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,14}$/, 'id: a Telegram user id (digits)')), '777000001'),
  username: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_]{4,32}$/, 'username: 4 to 32 letters, digits or _'))),
  first_name: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1, 'first_name: 1 to 64 characters'), v.maxLength(64, 'first_name: 1 to 64 characters')), 'Telegram'),
  last_name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(64, 'last_name: at most 64 characters'))),
  language_code: v.optional(v.pipe(v.string(), v.regex(/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/, 'language_code: an IETF language tag such as en or pt-br')), 'en'),
  start_param: v.optional(v.pipe(v.string(), v.regex(/^[\w-]{1,64}$/, 'start_param: 1 to 64 letters, digits, _ or -'))),
});

/** A dark theme as Telegram's web client sends it, in the site's colours. */
const THEME_PARAMS = {
  bg_color: '#17122b',
  secondary_bg_color: '#221d45',
  text_color: '#f1efff',
  hint_color: '#a9a3d9',
  link_color: '#6cc4ff',
  button_color: '#f5c542',
  button_text_color: '#1b1630',
};

/** Init data for the user, signed with the emulator's bot token, as Telegram would hand it to the mini-app. */
function launchOf(query: v.InferOutput<typeof launchQuerySchema>, config: EmulatorConfig, now: number) {
  const user = {
    id: Number(query.id),
    first_name: query.first_name,
    ...(query.last_name ? { last_name: query.last_name } : {}),
    ...(query.username ? { username: query.username } : {}),
    language_code: query.language_code,
    allows_write_to_pm: true,
  };
  const initData = signInitData(
    {
      query_id: `AAH${randomBytes(12).toString('base64url')}`,
      user: JSON.stringify(user),
      auth_date: String(Math.floor(now / 1000)),
      ...(query.start_param ? { start_param: query.start_param } : {}),
    },
    config.telegramBotToken,
  );
  // The launch parameters Telegram's web client puts in the mini-app URL's hash.
  const hash = new URLSearchParams({
    tgWebAppData: initData,
    tgWebAppVersion: '8.0',
    tgWebAppPlatform: 'web',
    tgWebAppThemeParams: JSON.stringify(THEME_PARAMS),
    ...(query.start_param ? { tgWebAppStartParam: query.start_param } : {}),
  });
  return { user, initData, launchUrl: `${config.telegramOrigin}/#${hash}` };
}

/**
 * The development launch of the mini-app (inside the loopback-only development routes): opening
 * `/__emulator/telegram/launch?id=&username=&first_name=&language_code=` in a browser lands on the Telegram shell
 * the way Telegram's web client opens a mini-app, with init data signed by the emulator's bot token, so the player
 * is signed up or in. `/__emulator/telegram/init-data` answers the same as JSON, for tests.
 */
export function registerTelegramLaunch(app: FastifyInstance, config: EmulatorConfig, db: Db) {
  // An empty field (`?id=&username=`) means "not given".
  const parse = (query: unknown) =>
    v.safeParse(launchQuerySchema, Object.fromEntries(Object.entries(query as Record<string, unknown>).filter(([, value]) => value !== '')));

  app.get('/__emulator/telegram/launch', async (request, reply) => {
    const parsed = parse(request.query);
    if (!parsed.success) return reply.code(400).send({ error: v.summarize(parsed.issues) });
    return reply.header('cache-control', 'no-store').redirect(launchOf(parsed.output, config, clockNow(db)).launchUrl, 302);
  });

  app.get('/__emulator/telegram/init-data', async (request, reply) => {
    const parsed = parse(request.query);
    if (!parsed.success) return reply.code(400).send({ error: v.summarize(parsed.issues) });
    const { user, initData, launchUrl } = launchOf(parsed.output, config, clockNow(db));
    return reply.header('cache-control', 'no-store').send({ init_data: initData, hash: new URLSearchParams(initData).get('hash'), user, launch_url: launchUrl });
  });
}
