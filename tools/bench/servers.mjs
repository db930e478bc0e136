// Starts the emulator (fresh seed in a fresh data dir) and the web shell's production build behind the web server,
// on free ports chosen now: never the ports of `npm start` (3100/4200) or e2e (3110/4210/4211), never a server that
// happens to be listening already. By default the site is served as `npm start` serves it: the production web server
// (server rendering included) over plain HTTP/1.1. `startServers({ http2: true })` serves it over HTTPS with HTTP/2
// (a self-signed certificate made now), as a CDN in front would: the bench reports that separately.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

const workspaceRoot = join(import.meta.dirname, '../..');

/** A port the OS says is free right now (listen on 0, read it, close). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Serves a copy of `dist/apps/shell` taken now: other engineers rebuild dist/ while the bench runs, and Vite empties
 * the folder first, which would pull files from under Lighthouse.
 */
/** A self-signed certificate for localhost in `dir`, or null when openssl is missing (then plain HTTP/1.1). */
function selfSignedCertificate(dir) {
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  try {
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '2',
      '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost'], { stdio: 'ignore' });
    return { key, cert };
  } catch {
    console.warn('openssl not found: serving the site over plain HTTP/1.1, performance figures will be lower.');
    return null;
  }
}

// The bench's own requests go to its own localhost server with the self-signed certificate above.
process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';

/** A child process group: each started one is watched, all are stopped together. */
function processes(workDir) {
  const children = [];
  let stopping = false;
  let failure;
  const start = (name, args, env) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
      cwd: workspaceRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, ...env },
    });
    child.on('exit', (code) => {
      if (!stopping) failure = new Error(`${name} exited (code ${code}) during the bench`);
    });
    children.push(child);
  };
  const stop = () => {
    stopping = true;
    children.forEach((child) => child.kill('SIGTERM'));
    rmSync(workDir, { recursive: true, force: true });
  };
  return { start, stop, failed: () => failure };
}

/** Starts the emulator alone (fresh seed, test mode, its own data folder and free port), for the measures of its own. */
async function startEmulatorIn(group, workDir, siteOrigin) {
  const emulatorPort = await freePort();
  const platformUrl = `http://127.0.0.1:${emulatorPort}`;
  group.start('emulator', ['apps/platform-emulator/src/main.ts', '--reset'], {
    EMULATOR_PORT: String(emulatorPort),
    EMULATOR_MODE: 'test',
    EMULATOR_DATA_DIR: join(workDir, 'emulator'),
    SITE_ORIGINS: siteOrigin,
  });
  await waitFor(`${platformUrl}/__emulator/health`, group.failed);
  return platformUrl;
}

/** The emulator alone: `{ platformUrl, stop, failed }`. */
export async function startEmulator() {
  mkdirSync(join(workspaceRoot, 'tmp'), { recursive: true });
  const workDir = mkdtempSync(join(workspaceRoot, 'tmp/bench-'));
  const group = processes(workDir);
  try {
    const platformUrl = await startEmulatorIn(group, workDir, 'http://localhost:4200');
    return { platformUrl, stop: group.stop, failed: group.failed };
  } catch (error) {
    group.stop();
    throw error;
  }
}

export async function startServers({ http2 = false } = {}) {
  mkdirSync(join(workspaceRoot, 'tmp'), { recursive: true });
  const workDir = mkdtempSync(join(workspaceRoot, 'tmp/bench-'));
  const webRoot = join(workDir, 'shell');
  // BENCH_WEB_ROOT measures another build of the web shell (an experiment built with --outDir) than dist/.
  const builtRoot = process.env.BENCH_WEB_ROOT ?? join(workspaceRoot, 'dist/apps/shell');
  cpSync(builtRoot, webRoot, { recursive: true });
  // The web server renders pages with the server build beside the browser build (<root>-server): without its copy
  // the bench measured client-rendered pages, not what `npm start` serves.
  cpSync(`${builtRoot}-server`, `${webRoot}-server`, { recursive: true });
  const group = processes(workDir);

  try {
    const webPort = await freePort();
    const tls = http2 ? selfSignedCertificate(workDir) : null;
    const webUrl = `${tls ? 'https' : 'http'}://localhost:${webPort}`;
    const platformUrl = await startEmulatorIn(group, workDir, webUrl);
    const tlsArgs = tls ? ['--tls-key', tls.key, '--tls-cert', tls.cert] : [];
    group.start('web server', ['tools/web-server/main.ts', '--root', webRoot, '--port', String(webPort), ...tlsArgs], {
      PLATFORM_API_URL: platformUrl,
      CMS_URL: platformUrl,
    });
    await waitFor(`${webUrl}/`, group.failed);
    return { platformUrl, webUrl, protocol: tls ? 'HTTP/2 over TLS' : 'HTTP/1.1', stop: group.stop, failed: group.failed };
  } catch (error) {
    group.stop();
    throw error;
  }
}

async function waitFor(url, failed, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const failure = failed();
    if (failure) throw failure;
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up in ${timeoutMs / 1000} s`);
}

/** Signs the demo player in over HTTP and returns the session cookie, for signed-in measurements. */
export async function demoSessionCookie(webUrl) {
  const body = new FormData();
  body.set('login', 'demo@example.com');
  body.set('password', 'demo123');
  const response = await fetch(`${webUrl}/api/auth.login?v=2.32&locale=en`, { method: 'POST', body });
  const cookie = response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  if (!cookie) throw new Error(`demo sign-in gave no session cookie (HTTP ${response.status})`);
  return cookie;
}
