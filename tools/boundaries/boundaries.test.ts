import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The import-boundary rules of `npm run lint` (docs/decisions/0105-import-boundaries.md), run on a
// small tree laid out like the repository, with one deliberate violation per rule next to imports
// that are allowed. The tree is written to a temporary folder so the repository's own lint never sees it.

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

const fixture: Record<string, string> = {
  // Engine: midi/ may import theory/ and itself only.
  'packages/music/src/theory/notes.ts': 'export const C = 60;\n',
  'packages/music/src/midi/write.ts': "import { C } from '../theory/notes.ts';\nexport const w = C;\n",
  'packages/music/src/midi/read.ts':
    "import { piece } from '../compose/piece.ts';\nimport { chords } from '../analysis/chords.ts';\nexport const read = () => [piece, chords];\n",
  'packages/music/src/analysis/chords.ts':
    "import { read } from '../midi/read.ts';\nexport const chords = read;\n",
  'packages/music/src/compose/piece.ts':
    "import { reply } from '../../../buddy/src/index.ts';\nexport const piece = reply;\n",
  // The chat brain may import the engine and the contract only.
  'packages/buddy/src/index.ts':
    "import { w } from '../../music/src/midi/write.ts';\nimport { app } from '../../../apps/server/src/app.ts';\nexport const reply = [w, app];\n",
  'packages/contract/src/index.ts':
    "import { C } from '../../music/src/theory/notes.ts';\nexport const contract = C;\n",
  // Web: features never import each other (the `@/` alias included) and never the server.
  'apps/web/src/lib/billing.ts': 'export const price = 1;\n',
  'apps/web/src/features/account/page.tsx':
    "import { price } from '@/lib/billing';\nimport { plans } from '@/features/plans/plans-api';\nimport { C } from '../../../../../packages/music/src/theory/notes.ts';\nimport { reply } from '../../../../../packages/buddy/src/index.ts';\nexport const page = [price, plans, C, reply];\n",
  'apps/web/src/features/plans/plans-api.ts':
    "import { price } from '../../lib/billing.ts';\nimport { app } from '../../../../server/src/app.ts';\nexport const plans = [price, app];\n",
  // Server: no e2e or web imports; kysely values only in repos; no provider cycles.
  'apps/server/src/app.ts': "import { port } from '../../../e2e/helpers.ts';\nexport const app = port;\n",
  'e2e/helpers.ts': 'export const port = 3000;\n',
  'apps/server/src/modules/chats/chats.repo.ts':
    "import { sql } from 'kysely';\nexport const now = sql`now()`;\nexport const find = (db: any) => db.selectFrom('chats');\n",
  'apps/server/src/modules/chats/chats.service.ts':
    "import type { Kysely } from 'kysely';\nimport { sql } from 'kysely';\nexport const list = (db: Kysely<any>) => [sql`1`, db.selectFrom('chats').selectAll()];\n",
  'apps/server/src/providers/mail/mailer.ts':
    "import { SmtpMailer } from './smtp-mailer.ts';\nexport interface Mailer { send(): void }\nexport const create = () => new SmtpMailer();\n",
  // Test support: for tests (server tests, the brain's tests) only, and it builds on contract and engine only.
  'packages/test-support/src/free-port.ts':
    "import { C } from '../../music/src/theory/notes.ts';\nimport { app } from '../../../apps/server/src/app.ts';\nexport const freePort = [C, app];\n",
  'apps/server/src/server.ts':
    "import { freePort } from '../../../packages/test-support/src/free-port.ts';\nexport const server = freePort;\n",
  'apps/server/test/health.test.ts':
    "import { freePort } from '../../../packages/test-support/src/free-port.ts';\nexport const port = freePort;\n",
  'packages/buddy/src/index.test.ts':
    "import { freePort } from '../../test-support/src/free-port.ts';\nexport const port = freePort;\n",
  'apps/server/src/providers/mail/smtp-mailer.ts':
    "import type { Mailer } from './mailer.ts';\nexport class SmtpMailer implements Mailer { send() {} }\n",
};

let tree: string;

beforeAll(() => {
  tree = mkdtempSync(join(tmpdir(), 'riffmate-boundaries-'));
  for (const [path, text] of Object.entries(fixture)) {
    mkdirSync(dirname(join(tree, path)), { recursive: true });
    writeFileSync(join(tree, path), text);
  }
  // Packages (kysely) resolve as in the repository.
  symlinkSync(join(root, 'node_modules'), join(tree, 'node_modules'));
});

afterAll(() => {
  if (tree) rmSync(tree, { recursive: true, force: true });
});

function run(command: string, args: string[]) {
  return spawnSync(process.execPath, [join(root, 'node_modules', command), ...args], {
    cwd: tree,
    encoding: 'utf8',
  });
}

describe('dependency-cruiser rules', () => {
  it('catches each deliberate violation and nothing else', () => {
    const result = run('dependency-cruiser/bin/dependency-cruise.mjs', [
      '--config',
      join(root, '.dependency-cruiser.cjs'),
      '--output-type',
      'json',
      'apps',
      'packages',
      'e2e',
    ]);
    const report = JSON.parse(result.stdout) as {
      summary: { error: number; violations: { rule: { name: string }; from: string; to: string }[] };
    };
    expect(report.summary.error).toBeGreaterThan(0);
    const found = report.summary.violations
      .map(({ rule, from, to }) => `${rule.name}: ${from} → ${to.replace(/^.*node_modules\//, '')}`)
      .sort();
    expect(found).toEqual(
      [
        'buddy-imports-music-and-contract-only: packages/buddy/src/index.ts → apps/server/src/app.ts',
        'contract-imports-nothing-of-ours: packages/contract/src/index.ts → packages/music/src/theory/notes.ts',
        'music-analysis-midi-no-cycle: packages/music/src/midi/read.ts → packages/music/src/analysis/chords.ts',
        'music-imports-no-workspace: packages/music/src/compose/piece.ts → packages/buddy/src/index.ts',
        'music-midi-imports-theory-only: packages/music/src/midi/read.ts → packages/music/src/analysis/chords.ts',
        'music-midi-imports-theory-only: packages/music/src/midi/read.ts → packages/music/src/compose/piece.ts',
        'no-circular: apps/server/src/providers/mail/mailer.ts → apps/server/src/providers/mail/smtp-mailer.ts',
        'no-circular: packages/music/src/analysis/chords.ts → packages/music/src/midi/read.ts',
        'server-imports-contract-music-buddy-only: apps/server/src/app.ts → e2e/helpers.ts',
        'test-support-imports-contract-and-music-only: packages/test-support/src/free-port.ts → apps/server/src/app.ts',
        'test-support-only-in-tests: apps/server/src/server.ts → packages/test-support/src/free-port.ts',
        'server-sql-only-in-repos: apps/server/src/modules/chats/chats.service.ts → kysely/dist/esm/index.js',
        'web-feature-imports-no-other-feature: apps/web/src/features/account/page.tsx → apps/web/src/features/plans/plans-api.ts',
        'web-imports-contract-and-music-only: apps/web/src/features/account/page.tsx → packages/buddy/src/index.ts',
        'web-never-imports-server: apps/web/src/features/plans/plans-api.ts → apps/server/src/app.ts',
      ].sort(),
    );
  });
});

describe('the Biome plugin that keeps SQL in repositories', () => {
  it('flags query builders outside *.repo.ts only', () => {
    // The repository's plugin entry, with its path made absolute for the fixture folder.
    const config = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8')) as {
      plugins: { path: string; includes: string[] }[];
    };
    const plugins = config.plugins.map((plugin) => ({ ...plugin, path: join(root, plugin.path) }));
    writeFileSync(join(tree, 'biome.json'), JSON.stringify({ plugins }));
    const result = run('@biomejs/biome/bin/biome', ['lint', '--reporter=github', 'apps/server']);
    expect(result.status).not.toBe(0);
    const flagged = result.stdout
      .split('\n')
      .filter((line) => line.includes('SQL belongs in a *.repo.ts file'))
      .map((line) => relative(tree, /file=([^,]+)/.exec(line)?.[1] ?? ''));
    expect(flagged).toEqual(['apps/server/src/modules/chats/chats.service.ts']);
  });
});
