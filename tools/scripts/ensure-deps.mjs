// `prestart` / `pretest`: a fresh clone has no node_modules; install exactly the locked versions once.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync('node_modules/.package-lock.json')) {
  console.log('node_modules is missing: running npm ci (about a minute; better-sqlite3 compiles from source)...');
  execSync('npm ci --no-audit --no-fund', { stdio: 'inherit' });
}
