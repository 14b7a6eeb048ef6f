import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { tempDir } from './helpers/config.ts';

describe('chat configuration', () => {
  it('defaults: built-in model, 20/200/1000 messages per 24 h', () => {
    const config = loadConfig({ DATA_DIR: tempDir() });
    expect(config.assistantModel).toBe('builtin');
    expect(config.quota).toEqual({ free: 20, plus: 200, pro: 1000, windowHours: 24 });
  });

  it('reads ASSISTANT_MODEL and the QUOTA_* variables', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      ASSISTANT_MODEL: 'openai:gpt-4o-mini',
      QUOTA_FREE: '5',
      QUOTA_PLUS: '50',
      QUOTA_PRO: '500',
      QUOTA_WINDOW_HOURS: '12',
    });
    expect(config.assistantModel).toBe('openai:gpt-4o-mini');
    expect(config.quota).toEqual({ free: 5, plus: 50, pro: 500, windowHours: 12 });
  });

  it('names every bad variable', () => {
    let error: unknown;
    try {
      loadConfig({ DATA_DIR: tempDir(), ASSISTANT_MODEL: 'gpt', QUOTA_FREE: '-1', QUOTA_WINDOW_HOURS: '0' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toMatch(/ASSISTANT_MODEL: must be builtin, openai:<model> or anthropic:<model>/);
    expect(problems).toMatch(/QUOTA_FREE: must be a whole number/);
    expect(problems).toMatch(/QUOTA_WINDOW_HOURS: must be a whole number from 1/);
  });
});
