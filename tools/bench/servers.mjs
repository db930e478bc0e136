// Starts the emulator (fresh seed) and both production builds behind the web server, on the bench's own ports.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

export const PORTS = { emulator: 3120, web: 4220, telegram: 4221 };
const workspaceRoot = join(import.meta.dirname, '../..');

export async function startServers() {
  const children = [];
  const start = (args, env) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
      cwd: workspaceRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, ...env },
    });
    children.push(child);
  };
  const platformUrl = `http://127.0.0.1:${PORTS.emulator}`;
  start(['apps/platform-emulator/src/main.ts', '--reset'], {
    EMULATOR_PORT: String(PORTS.emulator),
    EMULATOR_MODE: 'test',
    EMULATOR_DATA_DIR: join(workspaceRoot, 'tmp/bench-emulator'),
    SITE_ORIGIN: `http://localhost:${PORTS.web}`,
  });
  await waitFor(`${platformUrl}/__emulator/health`);
  const proxyEnv = { PLATFORM_API_URL: platformUrl, CMS_URL: platformUrl };
  start(['tools/web-server/main.ts', '--root', 'dist/apps/shell', '--port', String(PORTS.web)], proxyEnv);
  start(['tools/web-server/main.ts', '--root', 'dist/apps/telegram-shell', '--port', String(PORTS.telegram)], proxyEnv);
  await waitFor(`http://127.0.0.1:${PORTS.web}/`);
  await waitFor(`http://127.0.0.1:${PORTS.telegram}/`);
  return {
    platformUrl,
    webUrl: `http://localhost:${PORTS.web}`,
    telegramUrl: `http://localhost:${PORTS.telegram}`,
    stop: () => children.forEach((child) => child.kill('SIGTERM')),
  };
}

async function waitFor(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up`);
}

/** Signs the demo player in over HTTP and returns the session cookie, for signed-in measurements. */
export async function demoSessionCookie(webUrl) {
  const body = new FormData();
  body.set('login', 'demo@example.com');
  body.set('password', 'demo123');
  const response = await fetch(`${webUrl}/api/auth.login?v=2.32&locale=en`, { method: 'POST', body });
  const cookie = response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  if (!cookie) throw new Error('demo sign-in gave no session cookie');
  return cookie;
}
