import { spawnSync } from 'node:child_process';

// `npm run eval`: every evaluation in turn. The composer evaluation has targets and fails when one
// is missed; the conversation evaluation is a measurement (always exit 0). Flags go to the
// evaluation that knows them: --markdown to the composer's, --json/--verbose/--set to the
// conversation's; --only composer|conversation|knowledge runs one. The knowledge evaluation
// (practical answers, songs, languages) has targets too.
const args = process.argv.slice(2);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : null;
const rest = args.filter((a, i) => a !== '--only' && args[i - 1] !== '--only');

const EVALS = [
  { name: 'composer', script: 'composer-eval/run.ts', flags: ['--markdown'] },
  { name: 'conversation', script: 'conversation-eval/run.ts', flags: ['--json', '--verbose', '--set'] },
  { name: 'knowledge', script: 'knowledge-eval/run.ts', flags: [] },
];

let status = 0;
for (const e of EVALS) {
  if (only && only !== e.name) continue;
  const own = rest.filter(
    (a, i) => e.flags.includes(a) || (rest[i - 1] === '--set' && e.flags.includes('--set')),
  );
  const run = spawnSync(process.execPath, ['--import', 'tsx', e.script, ...own], {
    cwd: import.meta.dirname,
    stdio: 'inherit',
  });
  if (run.status !== 0) status = run.status ?? 1;
}
process.exit(status);
