// Proves the layering of ARCHITECTURE.md is enforced: forbidden imports must fail lint, allowed ones must pass.
import { ESLint } from 'eslint';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import { createProjectGraphAsync } from '@nx/devkit';

const workspaceRoot = join(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: workspaceRoot });

async function boundaryErrors(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath: join(workspaceRoot, filePath) });
  return result.messages.filter((m) => m.ruleId === '@nx/enforce-module-boundaries').map((m) => m.message);
}

describe('module boundaries', () => {
  // The rule reads Nx's cached project graph; a fresh clone has none until something computes it.
  before(async () => {
    process.env.NX_DAEMON = 'false';
    await createProjectGraphAsync({ exitOnError: true });
  });

  const forbidden = [
    ['a feature importing another feature', 'libs/gamehall/src/lib/probe.ts', "import '@casino/cashier';"],
    ['a feature importing the frame that composes it', 'libs/cashier/src/lib/probe.ts', "import '@casino/app-frame';"],
    ['a ui lib importing data-access', 'libs/ui-kit/src/lib/probe.ts', "import '@casino/api-client';"],
    ['a util lib importing ui', 'libs/validators/src/lib/probe.ts', "import '@casino/ui-kit';"],
    ['data-access importing a feature', 'libs/session/src/lib/probe.ts', "import '@casino/auth';"],
    ['the emulator importing site code', 'apps/platform-emulator/src/probe.ts', "import '@casino/api-client';"],
    ['a deep import past a lib index', 'apps/shell/src/probe.ts', "import '../../../libs/ui-kit/src/index';"],
  ];
  for (const [name, file, code] of forbidden) {
    it(`refuses ${name}`, async () => {
      const errors = await boundaryErrors(file, code);
      assert.ok(errors.length > 0, `expected @nx/enforce-module-boundaries to fire for ${file}: ${code}`);
    });
  }

  const allowed = [
    ['a feature importing data-access, ui and util', 'libs/cashier/src/lib/probe.ts', "import '@casino/api-client';\nimport '@casino/ui-kit';\nimport '@casino/validators';"],
    ['the emulator importing the platform contract', 'apps/platform-emulator/src/probe.ts', "import '@casino/platform-contract';"],
    ['the shell importing a feature', 'apps/shell/src/probe.ts', "import '@casino/gamehall';"],
    ['the frame importing a feature (the product list)', 'libs/app-frame/src/lib/probe.ts', "import '@casino/gamehall';"],
  ];
  for (const [name, file, code] of allowed) {
    it(`allows ${name}`, async () => {
      assert.deepEqual(await boundaryErrors(file, code), []);
    });
  }
});
