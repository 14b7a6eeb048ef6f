import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { scrub } from '../src/admin/scrub.ts';
import { buildTestApp } from './helpers/app.ts';
import { registered } from './helpers/auth.ts';
import { tempDir } from './helpers/config.ts';
import { SERVER_DIR } from './helpers/process.ts';

/** Runs `src/admin.ts` with tsx, as `npm run admin -- …` runs the bundle, against `dataDir`. */
function admin(
  dataDir: string,
  ...args: string[]
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/admin.ts', ...args], {
      cwd: SERVER_DIR,
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`admin ${args.join(' ')} did not exit\n${stdout}\n${stderr}`));
    }, 30_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

const ADA_PHONE = '+447911123456';

describe('admin CLI (npm run admin)', () => {
  let dataDir: string;
  let ada: string;
  let bob: string;

  beforeAll(async () => {
    dataDir = tempDir('admin-');
    const { app } = await buildTestApp({ dataDir });
    try {
      ada = (await registered(app, 'ada@example.com', 'Ada Lovelace')).user.id;
      bob = (await registered(app, 'bob@example.com', 'Bob Marley')).user.id;
      await app.db
        .updateTable('users')
        .set({ phone: ADA_PHONE, phone_verified_at: new Date().toISOString() })
        .where('id', '=', ada)
        .execute();
      let clock = Date.parse('2026-01-01T00:00:00Z');
      const at = () => {
        clock += 1000;
        return new Date(clock).toISOString();
      };
      const chat = async (id: string, userId: string, messages: [string, string, string?][]) => {
        await app.db
          .insertInto('chats')
          .values({ id, user_id: userId, title: 'A chat', created_at: at(), updated_at: at() })
          .execute();
        for (const [index, [role, content, status]] of messages.entries()) {
          await app.db
            .insertInto('messages')
            .values({
              id: `${id}-m${index}`,
              chat_id: id,
              role: role as 'user' | 'assistant',
              content,
              parts: '[]',
              name: null,
              function_call: null,
              music: null,
              status: (status ?? 'complete') as 'complete',
              created_at: at(),
            })
            .execute();
        }
      };
      await chat('chat-ada-1', ada, [
        ['user', "Hi, I'm Ada Lovelace (ada@example.com, +44 7911 123456). Write a ii-V-I in C at 120 bpm."],
        [
          'assistant',
          'Sure Ada! Dm7 - G7 - Cmaj7 at 120 BPM. Call me at (415) 555-2671 or mail help@riffmate.test.',
        ],
        ['user', 'Now in 3/4 please, and my number is 07911 123456'],
        ['assistant', 'Here it is in 3/4: notes 60 64 67 72.'],
        ['user', 'One more?'],
        ['assistant', 'half-written', 'interrupted'],
      ]);
      await chat('chat-bob-1', bob, [
        ['user', 'SECRET-RIFF-OF-BOB: a reggae skank in A minor'],
        ['assistant', 'SECRET-REPLY-FOR-BOB: Am - G - F'],
      ]);
      await app.db
        .insertInto('training_opt_outs')
        .values({ user_id: bob, opted_out_at: new Date().toISOString() })
        .execute();
    } finally {
      await app.close();
    }
  });

  it('--help prints the usage and exits 0', async () => {
    const result = await admin(dataDir, '--help');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('set-tier <email> <free|plus|pro>');
    expect(result.stdout).toContain('export-training-data <file>');
  });

  it('refuses unknown commands, tiers and e-mails with a clear message and a non-zero exit', async () => {
    const unknown = await admin(dataDir, 'make-coffee');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Unknown command "make-coffee".');
    const tier = await admin(dataDir, 'set-tier', 'ada@example.com', 'gold');
    expect(tier.code).toBe(2);
    expect(tier.stderr).toContain('Unknown tier "gold". Use one of: free, plus, pro.');
    const missing = await admin(dataDir, 'set-tier', 'ada@example.com');
    expect(missing.code).toBe(2);
    const nobody = await admin(dataDir, 'set-tier', 'nobody@example.com', 'plus');
    expect(nobody.code).toBe(1);
    expect(nobody.stderr).toContain('No user with the e-mail address nobody@example.com.');
  });

  it('set-tier and list-users', async () => {
    const set = await admin(dataDir, 'set-tier', 'Ada@Example.com', 'plus');
    expect(set.stderr).toBe('');
    expect(set.code).toBe(0);
    expect(set.stdout).toContain('ada@example.com is now on Riffmate Plus (set by an operator).');

    const list = await admin(dataDir, 'list-users');
    expect(list.code).toBe(0);
    const lines = list.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^EMAIL\s+NAME\s+EMAIL VERIFIED\s+PHONE VERIFIED\s+TIER\s+CREATED$/);
    expect(lines.find((line) => line.startsWith('ada@example.com'))).toMatch(
      /Ada Lovelace\s+no\s+yes\s+plus \(admin\)\s+\d{4}-\d\d-\d\d/,
    );
    expect(lines.find((line) => line.startsWith('bob@example.com'))).toMatch(/Bob Marley\s+no\s+no\s+free/);
    expect(lines.at(-1)).toBe('2 user(s).');
  });

  it('export-training-data writes anonymised pairs and leaves out opted-out users', async () => {
    const file = join(dataDir, 'training.jsonl');
    const result = await admin(dataDir, 'export-training-data', file);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Wrote 2 prompt/reply pair(s) from 1 chat(s)');
    expect(result.stdout).toContain('left out the chats of 1 opted-out user(s)');
    const text = readFileSync(file, 'utf8');
    const pairs = text
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(pairs).toHaveLength(2);
    for (const pair of pairs) expect(Object.keys(pair).sort()).toEqual(['prompt', 'reply']);
    expect(text).not.toMatch(/@/);
    expect(text).not.toMatch(/Ada|Lovelace/i);
    expect(text).not.toMatch(/7911|555-2671|123456/);
    expect(text).not.toContain(ada);
    expect(text).not.toContain('chat-ada-1');
    expect(text).not.toMatch(/SECRET|Bob/);
    expect(text).not.toContain('half-written');
    expect(pairs[0].prompt).toBe("Hi, I'm [name] ([email], [phone]). Write a ii-V-I in C at 120 bpm.");
    expect(pairs[0].reply).toBe(
      'Sure [name]! Dm7 - G7 - Cmaj7 at 120 BPM. Call me at [phone] or mail [email].',
    );
    expect(pairs[1].reply).toBe('Here it is in 3/4: notes 60 64 67 72.');
  });
});

describe('scrub', () => {
  const who = { name: 'Zoë de la Cruz', email: 'zoe.cruz@example.org', phone: '+14155552671' };
  it.each([
    ['Mail zoe.cruz@example.org or x@y.co', 'Mail [email] or [email]'],
    ['Call 415-555-2671 or +44 20 7946 0958', 'Call [phone] or [phone]'],
    ['I am Zoë, ZOË DE LA CRUZ', 'I am [name], [name]'],
    ['my handle is zoe.cruz', 'my handle is [name]'],
    [
      'Chords: C - Am - F - G at 96 bpm, bars 1-4-5-1, notes 60 62 64',
      'Chords: C - Am - F - G at 96 bpm, bars 1-4-5-1, notes 60 62 64',
    ],
  ])('%s', (input, expected) => {
    expect(scrub(input, who)).toBe(expected);
  });
});
