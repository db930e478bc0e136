// The workspace generators must produce complete, tagged projects and components.
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { LOCALES } from '../generators/locales.mjs';
import { generateComponent } from '../generators/new-component.mjs';
import { generateLib } from '../generators/new-lib.mjs';

const workspaceRoot = join(import.meta.dirname, '../..');
const sandbox = mkdtempSync(join(tmpdir(), 'casino-gen-'));
cpSync(join(workspaceRoot, 'tsconfig.base.json'), join(sandbox, 'tsconfig.base.json'));
after(() => rmSync(sandbox, { recursive: true, force: true }));

describe('new lib generator', () => {
  it('creates a tagged lib with README, index, first test and a path alias', () => {
    const dir = generateLib({ name: 'rewards', type: 'feature', scope: 'shared', description: 'Owns rewards.', workspaceRoot: sandbox });
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    assert.deepEqual(pkg.nx.tags, ['type:feature', 'scope:shared']);
    assert.equal(pkg.name, '@casino/rewards');
    for (const file of ['README.md', 'src/index.ts', 'src/index.spec.ts', 'tsconfig.json', 'vitest.config.ts']) {
      assert.ok(existsSync(join(dir, file)), `${file} missing`);
    }
    assert.match(readFileSync(join(dir, 'README.md'), 'utf8'), /Owns rewards\./);
    // A feature comes with its manifest, exported as the lib's one public name, and its messages in every locale.
    assert.match(readFileSync(join(dir, 'src/lib/rewards-feature.ts'), 'utf8'), /export const rewardsFeature: Feature = \{\n {2}name: 'rewards',/);
    assert.match(readFileSync(join(dir, 'src/index.ts'), 'utf8'), /export \{ rewardsFeature \} from '\.\/lib\/rewards-feature';/);
    for (const locale of ['en', 'pt-BR', 'pl', 'ca', 'af', 'ar']) assert.ok(existsSync(join(dir, `src/messages/${locale}.json`)), `${locale}.json missing`);
    const paths = JSON.parse(readFileSync(join(sandbox, 'tsconfig.base.json'), 'utf8')).compilerOptions.paths;
    assert.deepEqual(paths['@casino/rewards'], ['./libs/rewards/src/index.ts']);
  });

  it('refuses a lib without tags or description', () => {
    assert.throws(() => generateLib({ name: 'x', scope: 'shared', description: 'd', workspaceRoot: sandbox }), /--type is required/);
    assert.throws(() => generateLib({ name: 'y', type: 'ui', description: 'd', workspaceRoot: sandbox }), /--scope is required/);
    assert.throws(() => generateLib({ name: 'z', type: 'ui', scope: 'shared', workspaceRoot: sandbox }), /--description is required/);
  });
});

describe('new component generator', () => {
  it('writes component, story, test and messages in every locale', () => {
    const dir = generateComponent({ lib: 'rewards', path: 'shop/reward-card', workspaceRoot: sandbox });
    for (const file of ['reward-card.tsx', 'reward-card.stories.tsx', 'reward-card.spec.tsx', 'reward-card.messages.ts']) {
      assert.ok(existsSync(join(dir, file)), `${file} missing`);
    }
    assert.match(readFileSync(join(dir, 'reward-card.tsx'), 'utf8'), /export function RewardCard\(/);
    for (const locale of LOCALES) {
      const messages = JSON.parse(readFileSync(join(sandbox, 'libs/rewards/src/messages', `${locale}.json`), 'utf8'));
      assert.ok('rewards.rewardCard.title' in messages, `${locale} lacks the new message`);
    }
  });

  it('refuses a name that is not kebab-case', () => {
    assert.throws(() => generateComponent({ lib: 'rewards', path: 'RewardCard', workspaceRoot: sandbox }), /kebab-case/);
  });
});
