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
      OPENAI_API_KEY: 'sk-test',
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

  it('external models: keys, base URLs and timeouts (defaults 30 s stall, 120 s per request)', () => {
    const openai = loadConfig({
      DATA_DIR: tempDir(),
      ASSISTANT_MODEL: 'openai:gpt-4o-mini',
      OPENAI_API_KEY: 'sk-test',
    });
    expect(openai.models).toEqual({
      openai: { apiKey: 'sk-test', baseUrl: undefined },
      anthropic: { apiKey: undefined, baseUrl: undefined },
      stallTimeoutMs: 30_000,
      requestTimeoutMs: 120_000,
    });
    const anthropic = loadConfig({
      DATA_DIR: tempDir(),
      ASSISTANT_MODEL: 'anthropic:claude-sonnet-4-5',
      ANTHROPIC_API_KEY: 'sk-ant',
      ANTHROPIC_BASE_URL: 'https://proxy.example.com/v1',
      MODEL_STALL_TIMEOUT_MS: '5000',
      MODEL_REQUEST_TIMEOUT_MS: '60000',
    });
    expect(anthropic.models).toMatchObject({
      anthropic: { apiKey: 'sk-ant', baseUrl: 'https://proxy.example.com/v1' },
      stallTimeoutMs: 5000,
      requestTimeoutMs: 60_000,
    });
    // Ollama, vLLM, LM Studio on this machine, the LAN or a compose network: no key needed.
    for (const baseUrl of [
      'http://127.0.0.1:11434/v1',
      'http://localhost:1234/v1',
      'http://[::1]:8000/v1',
      'http://192.168.1.20:8000/v1',
      'http://10.0.0.5/v1',
      'http://ollama:11434/v1',
      'http://gpu-box.local:8000/v1',
    ]) {
      const local = loadConfig({
        DATA_DIR: tempDir(),
        ASSISTANT_MODEL: 'openai:llama3.1',
        OPENAI_BASE_URL: baseUrl,
      });
      expect(local.models?.openai, baseUrl).toEqual({ apiKey: undefined, baseUrl });
    }
    // The built-in model needs no key at all.
    expect(() => loadConfig({ DATA_DIR: tempDir() })).not.toThrow();
  });

  it('external models: a missing key, a public keyless URL, bad URLs and timeouts are named', () => {
    const problemsOf = (env: Record<string, string>) => {
      try {
        loadConfig({ DATA_DIR: tempDir(), ...env });
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as ConfigError).problems.join('\n');
      }
      throw new Error('expected a ConfigError');
    };
    expect(problemsOf({ ASSISTANT_MODEL: 'openai:gpt-4o' })).toMatch(
      /OPENAI_API_KEY: must be set for ASSISTANT_MODEL=openai:gpt-4o/,
    );
    expect(
      problemsOf({ ASSISTANT_MODEL: 'openai:llama', OPENAI_BASE_URL: 'https://llm.example.com/v1' }),
    ).toMatch(/OPENAI_API_KEY: must be set/);
    expect(problemsOf({ ASSISTANT_MODEL: 'anthropic:claude', OPENAI_API_KEY: 'sk-x' })).toMatch(
      /ANTHROPIC_API_KEY: must be set/,
    );
    expect(problemsOf({ ASSISTANT_MODEL: 'mistral:large' })).toMatch(
      /ASSISTANT_MODEL: must be builtin, openai:<model> or anthropic:<model>/,
    );
    const many = problemsOf({
      OPENAI_BASE_URL: 'ftp://models',
      ANTHROPIC_BASE_URL: 'not a url',
      MODEL_STALL_TIMEOUT_MS: '10',
      MODEL_REQUEST_TIMEOUT_MS: 'soon',
    });
    expect(many).toMatch(/OPENAI_BASE_URL: must be an http:\/\/ or https:\/\/ URL/);
    expect(many).toMatch(/ANTHROPIC_BASE_URL: must be an http/);
    expect(many).toMatch(/MODEL_STALL_TIMEOUT_MS: must be a whole number from 1000/);
    expect(many).toMatch(/MODEL_REQUEST_TIMEOUT_MS: must be a whole number/);
    expect(problemsOf({ MODEL_STALL_TIMEOUT_MS: '60000', MODEL_REQUEST_TIMEOUT_MS: '30000' })).toMatch(
      /MODEL_STALL_TIMEOUT_MS: must not be longer than MODEL_REQUEST_TIMEOUT_MS/,
    );
  });
});
