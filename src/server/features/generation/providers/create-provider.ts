import type { Config } from '../../../config.ts';
import type { AiProvider } from '../../../lib/ai-provider.ts';
import { createAiSdkProvider } from './ai-sdk-provider.ts';
import { createOfflineProvider } from './offline-provider.ts';

/** The provider chosen by configuration (README.md, 'Configuration'). */
export function createProvider(config: Config): AiProvider {
  if (config.aiProvider === 'offline') return createOfflineProvider();
  return createAiSdkProvider(config, config.aiProvider);
}
