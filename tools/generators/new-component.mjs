#!/usr/bin/env node
// Workspace generator for a new component: `npm run gen:component -- <lib> <area>/<component-name>`.
// Writes the component, its story, its test and its messages, following ARCHITECTURE.md's conventions:
// kebab-case files, one PascalCase component per file, props type <Component>Props, messages namespaced by lib.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES } from './locales.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

const pascal = (kebab) => kebab.replace(/(^|-)([a-z0-9])/g, (_, __, c) => c.toUpperCase());
const camel = (kebab) => kebab.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());

export function generateComponent({ lib, path, workspaceRoot = root }) {
  const libDir = join(workspaceRoot, 'libs', lib);
  if (!existsSync(libDir)) throw new Error(`libs/${lib} does not exist (create it with npm run gen:lib)`);
  const parts = (path ?? '').split('/');
  const file = parts.pop();
  if (!file || !/^[a-z][a-z0-9-]*$/.test(file) || parts.some((p) => !/^[a-z][a-z0-9-]*$/.test(p))) {
    throw new Error(`component path must be kebab-case like "deposit/deposit-form", got "${path}"`);
  }
  const area = parts.join('/') || file;
  const dir = join(libDir, 'src/lib', ...parts);
  const name = pascal(file);
  const messageId = `${camel(lib)}.${camel(file)}.title`;
  if (existsSync(join(dir, `${file}.tsx`))) throw new Error(`${file}.tsx exists already in ${dir}`);

  const files = {
    [`${file}.messages.ts`]: `import { defineMessages } from 'react-intl';

export const ${camel(file)}Messages = defineMessages({
  title: { id: '${messageId}', defaultMessage: '${name}' },
});
`,
    [`${file}.tsx`]: `import { FormattedMessage } from 'react-intl';
import { ${camel(file)}Messages } from './${file}.messages';

export type ${name}Props = {
  /** Heading level of the title, so the component fits the page's outline. */
  headingLevel?: 2 | 3;
};

export function ${name}({ headingLevel = 2 }: ${name}Props) {
  const Heading = \`h\${headingLevel}\` as const;
  return (
    <section aria-labelledby="${file}-title">
      <Heading id="${file}-title">
        <FormattedMessage {...${camel(file)}Messages.title} />
      </Heading>
    </section>
  );
}
`,
    [`${file}.stories.tsx`]: `import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ${name} } from './${file}';

const meta = {
  title: '${lib}/${area}/${name}',
  component: ${name},
} satisfies Meta<typeof ${name}>;
export default meta;

export const Default: StoryObj<typeof meta> = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '${name}' })).toBeVisible();
  },
};
`,
    [`${file}.spec.tsx`]: `import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { ${name} } from './${file}';

describe('${name}', () => {
  it('shows its title as a heading', () => {
    render(
      <IntlProvider locale="en">
        <${name} />
      </IntlProvider>,
    );
    expect(screen.getByRole('heading', { name: '${name}' })).toBeInTheDocument();
  });
});
`,
  };
  mkdirSync(dir, { recursive: true });
  for (const [fileName, text] of Object.entries(files)) writeFileSync(join(dir, fileName), text);

  // Every locale gets the key; translators replace the English text (the i18n completeness test insists).
  const messagesDir = join(libDir, 'src/messages');
  mkdirSync(messagesDir, { recursive: true });
  for (const locale of LOCALES) {
    const target = join(messagesDir, `${locale}.json`);
    const catalogue = existsSync(target) ? JSON.parse(readFileSync(target, 'utf8')) : {};
    catalogue[messageId] = name;
    writeFileSync(target, `${JSON.stringify(catalogue, null, 2)}\n`);
  }
  return dir;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [lib, path] = process.argv.slice(2);
  try {
    const dir = generateComponent({ lib, path });
    console.log(`created ${path} in ${dir}; translate its messages in libs/${lib}/src/messages/*.json`);
  } catch (error) {
    console.error(`gen:component: ${error.message}`);
    process.exit(1);
  }
}
