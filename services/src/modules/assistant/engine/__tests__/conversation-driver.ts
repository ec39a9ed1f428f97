import { runDefaultEngine } from '../default-engine';
import { INITIAL_ENGINE_STATE, type EngineReply, type EngineState, type PersonalData } from '../engine-types';
import { IntentClassifier } from '../intent-classifier';

export const NO_DATA: PersonalData = { latestAssessment: null, recentMoods: [] };

/** Plays messages through the classifier and the offline engine, as the chat does, one conversation at a time. */
export class ConversationDriver {
  private static readonly classifier = new IntentClassifier();
  state: EngineState = INITIAL_ENGINE_STATE;
  readonly replies: EngineReply[] = [];

  constructor(
    private readonly seed = 'conversation-1',
    private readonly data: PersonalData = NO_DATA,
  ) {}

  async say(message: string, contexts: readonly string[] = []): Promise<EngineReply> {
    const { intent } = await ConversationDriver.classifier.classify(message);
    const reply = runDefaultEngine({ message, state: this.state, seed: this.seed, data: this.data, contexts }, intent);
    this.state = reply.state;
    this.replies.push(reply);
    return reply;
  }

  async sayAll(messages: readonly string[]): Promise<EngineReply> {
    for (const message of messages) await this.say(message);
    return this.replies[this.replies.length - 1];
  }
}

export const labels = (reply: EngineReply) => reply.buttons.map((button) => button.label);
