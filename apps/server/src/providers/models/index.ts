import type { LanguageModelV3 } from '@ai-sdk/provider';
import { type Config, ConfigError } from '../../config.ts';
import { createBuiltinComposer } from './builtin-composer.ts';
import { createExternalModel, DEFAULT_MODEL_TIMEOUTS } from './external-model.ts';

/**
 * The assistant model named by `ASSISTANT_MODEL` (docs/product.md §11): `builtin` — the built-in composer —
 * or an external provider, `openai:<model>` (Chat Completions: OpenAI and compatible servers such
 * as Ollama, vLLM, LM Studio) or `anthropic:<model>`, guarded by the stall/request timeouts of
 * docs/decisions/0022. Called once at start-up; a missing key is a ConfigError.
 * @example createModel({ assistantModel: 'builtin' }).modelId // 'builtin-composer'
 */
export function createModel(config: Pick<Config, 'assistantModel' | 'models'>): LanguageModelV3 {
  const [provider, ...rest] = config.assistantModel.split(':');
  const modelId = rest.join(':');
  switch (provider) {
    case 'builtin':
      if (modelId) break;
      return createBuiltinComposer();
    case 'openai':
    case 'anthropic':
      if (!modelId) break;
      return createExternalModel(
        provider,
        modelId,
        config.models ?? { openai: {}, anthropic: {}, ...DEFAULT_MODEL_TIMEOUTS },
      );
  }
  throw new ConfigError([
    `ASSISTANT_MODEL: unknown model "${config.assistantModel}"; use builtin, openai:<model> or anthropic:<model>`,
  ]);
}
