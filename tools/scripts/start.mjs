// `npm start`: build both shells (Nx cache makes a rebuild instant), start the emulator with its demo data,
// serve both production builds behind same-origin proxies, print where to go, stop everything on Ctrl-C.
import { spawn } from 'node:child_process';
import { run } from './run.mjs';

const env = {
  EMULATOR_PORT: process.env.EMULATOR_PORT ?? '3100',
  WEB_PORT: process.env.WEB_PORT ?? '4200',
  TELEGRAM_PORT: process.env.TELEGRAM_PORT ?? '4201',
};
// Without PLATFORM_API_URL the embedded emulator is the platform; with it, the site fronts a real one.
const externalPlatform = process.env.PLATFORM_API_URL;
const platformUrl = externalPlatform ?? `http://127.0.0.1:${env.EMULATOR_PORT}`;
const cmsUrl = process.env.CMS_URL ?? platformUrl;

const built = await run('npx', ['nx', 'run-many', '-t', 'build', '--projects=shell,telegram-shell', '--output-style=static'], {
  env: { NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' },
});
if (built !== 0) process.exit(built);

const children = [];
const start = (name, args, extraEnv) => {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], { stdio: 'inherit', env: { ...process.env, ...extraEnv } });
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`${name} stopped (exit ${code}); stopping everything.`);
      stop(1);
    }
  });
  children.push(child);
};

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

const webOrigin = `http://localhost:${env.WEB_PORT}`;
const telegramOrigin = `http://localhost:${env.TELEGRAM_PORT}`;
if (!externalPlatform) {
  // Demo mode: the development routes (outbox, Telegram launch) answer on the emulator's own loopback address only,
  // and the Telegram bot token is made once for the data folder. Writes are accepted from the two shells' origins.
  start('emulator', ['apps/platform-emulator/src/main.ts'], {
    EMULATOR_PORT: env.EMULATOR_PORT,
    EMULATOR_MODE: 'demo',
    SITE_ORIGINS: [webOrigin, telegramOrigin, `http://127.0.0.1:${env.WEB_PORT}`, `http://127.0.0.1:${env.TELEGRAM_PORT}`].join(','),
    TELEGRAM_ORIGIN: telegramOrigin,
  });
  await waitFor(`${platformUrl}/__emulator/health`);
}
// The embedded emulator plays the identity-verification provider on its own origin (the WebSDK's frame cannot live under
// the /platform proxy): the site's policy lets that origin be framed, beside any origins the operator allows.
const allowedOrigins = [process.env.CSP_ALLOWED_ORIGINS ?? '', externalPlatform ? '' : platformUrl].filter(Boolean).join(' ');
const proxyEnv = { PLATFORM_API_URL: platformUrl, CMS_URL: cmsUrl, ...(allowedOrigins ? { CSP_ALLOWED_ORIGINS: allowedOrigins } : {}) };
start('web shell', ['tools/web-server/main.ts', '--root', 'dist/apps/shell', '--port', env.WEB_PORT], proxyEnv);
start('telegram shell', ['tools/web-server/main.ts', '--root', 'dist/apps/telegram-shell', '--port', env.TELEGRAM_PORT], proxyEnv);
await waitFor(`http://127.0.0.1:${env.WEB_PORT}/`);
await waitFor(`http://127.0.0.1:${env.TELEGRAM_PORT}/`);

// With the embedded emulator, the mini-app is opened through its development launch route (as a Telegram user, with
// init data it signs), and mail and SMS are read in its outbox; both answer on its loopback address only.
const rows = [
  ['web site', webOrigin],
  ['Telegram mini-app', externalPlatform ? telegramOrigin : `${platformUrl}/__emulator/telegram/launch   (opens ${telegramOrigin} as a Telegram user)`],
  ['platform', `${platformUrl}${externalPlatform ? '' : ' (embedded emulator, demo mode)'}`],
  ...(externalPlatform ? [] : [['mail and SMS', `${platformUrl}/__emulator/outbox   (codes and reset links; this machine only)`]]),
];
console.log(`
  Casino is running
${rows.map(([name, value]) => `    ${name.padEnd(18)}${value}`).join('\n')}
  Demo player: demo@example.com / demo123   (two-factor: twofactor@example.com / demo123)
  Ctrl-C stops everything.
`);

async function waitFor(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  console.error(`${url} did not come up within ${timeoutMs / 1000} s`);
  stop(1);
}
