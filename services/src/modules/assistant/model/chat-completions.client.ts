import { Inject, Injectable, Logger } from '@nestjs/common';
import { CHAT_MESSAGE_MAX_LENGTH, type ChatHistoryMessage } from '@anchor/contracts';
import { APP_CONFIG, type AppConfig } from '../../../config';
import { ASSISTANT_SYSTEM_PROMPT, DIAGNOSIS_WORDING } from './system-prompt';

interface CompletionBody {
  choices?: Array<{ message?: { content?: unknown } }>;
}

/**
 * An OpenAI-compatible chat-completions client. Off unless ASSISTANT_MODEL_BASE_URL is set; any
 * failure, timeout or unusable answer returns null so the offline engine answers instead.
 */
@Injectable()
export class ChatCompletionsClient {
  private readonly logger = new Logger(ChatCompletionsClient.name);

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  get enabled(): boolean {
    return this.config.assistantModel !== null;
  }

  async complete(history: readonly ChatHistoryMessage[], message: string): Promise<string | null> {
    const settings = this.config.assistantModel;
    if (!settings) return null;
    const messages = [
      { role: 'system', content: ASSISTANT_SYSTEM_PROMPT },
      // Earlier messages may be longer than the limit; the model never needs more of them.
      ...history.map(({ role, content }) => ({ role, content: content.slice(0, CHAT_MESSAGE_MAX_LENGTH) })),
      { role: 'user', content: message },
    ];
    try {
      const response = await fetch(`${settings.baseUrl}/chat/completions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
        },
        body: JSON.stringify({ model: settings.model, messages, temperature: 0.3, max_tokens: 300 }),
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
      if (!response.ok) throw new Error(`status ${response.status}`);
      const content = ((await response.json()) as CompletionBody).choices?.[0]?.message?.content;
      if (typeof content !== 'string' || content.trim() === '' || DIAGNOSIS_WORDING.test(content)) return null;
      return content.trim();
    } catch (error) {
      // Only the reason is logged: never the person's words.
      this.logger.warn(
        `Model unavailable, offline engine answers: ${(error as Error).name} ${(error as Error).message}`,
      );
      return null;
    }
  }
}
