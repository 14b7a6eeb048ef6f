import type { LanguageModelV3 } from '@ai-sdk/provider';
import { type Config, ConfigError } from '../../config.ts';
import { createBuiltinComposer } from './builtin-composer.ts';

/**
 * The assistant model named by `ASSISTANT_MODEL` (design §4): `builtin` — the built-in composer —
 * for now. `openai:<model>` and `anthropic:<model>` are reserved for the external providers and
 * refused with a clear configuration error until they exist. Called once at start-up.
 * @example createModel({ assistantModel: 'builtin' }).modelId // 'builtin-composer'
 */
export function createModel(config: Pick<Config, 'assistantModel'>): LanguageModelV3 {
  const [provider, ...rest] = config.assistantModel.split(':');
  const modelId = rest.join(':');
  switch (provider) {
    case 'builtin':
      if (modelId) break;
      return createBuiltinComposer();
    case 'openai':
    case 'anthropic':
      throw new ConfigError([
        `ASSISTANT_MODEL: ${provider} models are not available yet; use builtin (the default)`,
      ]);
  }
  throw new ConfigError([
    `ASSISTANT_MODEL: unknown model "${config.assistantModel}"; use builtin, openai:<model> or anthropic:<model>`,
  ]);
}
