import { z } from 'zod';
import { isHttpUrl } from './oauth-config';

/** An OpenAI-compatible chat-completions service; the assistant uses it only when a base URL is set. */
export interface AssistantModelSettings {
  /** Base URL up to and including the version, e.g. https://host/v1 (the client appends /chat/completions). */
  baseUrl: string;
  apiKey: string | null;
  model: string;
  timeoutMs: number;
}

export const assistantModelEnvSchema = z.object({
  ASSISTANT_MODEL_BASE_URL: z.string().refine(isHttpUrl, 'must be an http(s) URL').optional(),
  ASSISTANT_MODEL_API_KEY: z.string().min(1).optional(),
  ASSISTANT_MODEL_NAME: z.string().min(1).default('gpt-4o-mini'),
  ASSISTANT_MODEL_TIMEOUT_MS: z.coerce.number().int().min(100).max(60000).default(8000),
});

export function assistantModelFrom(vars: z.infer<typeof assistantModelEnvSchema>): AssistantModelSettings | null {
  if (!vars.ASSISTANT_MODEL_BASE_URL) return null;
  return {
    baseUrl: vars.ASSISTANT_MODEL_BASE_URL.replace(/\/+$/, ''),
    apiKey: vars.ASSISTANT_MODEL_API_KEY ?? null,
    model: vars.ASSISTANT_MODEL_NAME,
    timeoutMs: vars.ASSISTANT_MODEL_TIMEOUT_MS,
  };
}
