import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { assessConversation, crisisReply, type ConversationAssessment } from '@anchor/clinical';
import { CHAT_HISTORY_LENGTH, type ChatRequestInput, type ChatResponse } from '@anchor/contracts';
import { ConversationsService } from '../conversations/conversations.service';
import { CrisisEventsService } from '../safety/crisis-events.service';
import { runDefaultEngine, requestedFlow } from './engine/default-engine';
import { INITIAL_ENGINE_STATE, type EngineReply, type EngineState, type PersonalData } from './engine/engine-types';
import type { Intent } from './engine/intent-utterances';
import { IntentClassifier } from './engine/intent-classifier';
import { ChatCompletionsClient } from './model/chat-completions.client';
import { PersonalDataService } from './personal-data.service';

/** The intents whose replies use the person's data: progress, today's feeling (recent moods), coping (clusters). */
const DATA_INTENTS: ReadonlySet<Intent> = new Set<Intent>(['progress', 'feeling_today', 'coping']);
const NO_PERSONAL_DATA: PersonalData = { latestAssessment: null, recentMoods: [] };

/** Added to ordinary replies while an earlier message in the conversation was flagged. */
const SAFETY_REMINDER = 'If things get hard again, 988 is there any time, by call or text.';

interface Reply extends Omit<ChatResponse, 'conversationId' | 'crisisTier' | 'stage'> {
  state: EngineState;
}

/**
 * Answers one chat message. The crisis detector runs first on the message and the conversation so
 * far; a flagged conversation is answered by the safety path only, and never reaches the model or
 * the engine. Each exchange (and any crisis event) is stored in one transaction.
 */
@Injectable()
export class ReplyToMessageUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly conversations: ConversationsService,
    private readonly crisisEvents: CrisisEventsService,
    private readonly classifier: IntentClassifier,
    private readonly personalData: PersonalDataService,
    private readonly model: ChatCompletionsClient,
  ) {}

  async execute(input: { userId: number; request: ChatRequestInput }): Promise<ChatResponse> {
    const { userId, request } = input;
    const conversationId = request.userContext.conversationId;
    const earlier = await this.conversations.recent(userId, conversationId, CHAT_HISTORY_LENGTH);
    const last = earlier.at(-1);
    const state = (last?.engineState as EngineState | undefined) ?? INITIAL_ENGINE_STATE;
    const safety = assessConversation(
      request.message,
      earlier.map((row) => row.message),
      last?.crisisTier ?? 'none',
    );
    const reply =
      safety.tier === 'none'
        ? await this.ordinaryReply(userId, request, state, safety)
        : this.safetyReply(safety, state);
    if (safety.tier !== 'none' && safety.messageTier === 'none' && !safety.retracted && reply.engine !== 'safety') {
      reply.response = `${reply.response} ${SAFETY_REMINDER}`;
    }
    await this.store(userId, request, safety, reply);
    return {
      response: reply.response,
      type: reply.type,
      conversationId,
      stage: reply.state.stage,
      crisisTier: safety.tier,
      openCrisisPanel: reply.openCrisisPanel,
      buttons: reply.buttons,
      link: reply.link,
      engine: reply.engine,
    };
  }

  /** Imminent: resources only, every time. Crisis and concern: resources and the plan for a flagged message or a retraction. */
  private safetyReply(safety: ConversationAssessment, state: EngineState): Reply {
    const tier = safety.tier as Exclude<ConversationAssessment['tier'], 'none'>;
    return {
      response: crisisReply(tier, safety.retracted),
      type: 'support',
      openCrisisPanel: tier !== 'concern',
      buttons: [],
      link: null,
      engine: 'safety',
      state: { ...state, turn: state.turn + 1, flow: null },
    };
  }

  private async ordinaryReply(
    userId: number,
    request: ChatRequestInput,
    state: EngineState,
    safety: ConversationAssessment,
  ): Promise<Reply> {
    const { intent } = await this.classifier.classify(request.message);
    // Only these intents use the person's own data: the others skip its queries.
    const data = DATA_INTENTS.has(intent) ? await this.personalData.forUser(userId) : NO_PERSONAL_DATA;
    const engineReply: EngineReply = runDefaultEngine(
      { message: request.message, state, seed: request.userContext.conversationId, data, contexts: safety.contexts },
      intent,
    );
    const scripted = state.flow !== null || requestedFlow(request.message) !== null || engineReply.buttons.length > 0;
    if (this.model.enabled && !scripted && intent !== 'progress') {
      const modelText = await this.model.complete(request.conversationHistory, request.message);
      if (modelText)
        return { ...engineReply, response: modelText, type: 'support', openCrisisPanel: false, engine: 'model' };
    }
    return { ...engineReply, openCrisisPanel: false, engine: 'offline' };
  }

  /** The exchange, and with a flagged message its crisis event in the same transaction (one INSERT otherwise). */
  private async store(userId: number, request: ChatRequestInput, safety: ConversationAssessment, reply: Reply) {
    const sessionId = request.userContext.conversationId;
    const source = request.userContext.source;
    const exchange = {
      userId,
      sessionId,
      message: request.message,
      response: reply.response,
      replyType: reply.type,
      crisisTier: safety.tier,
      source,
      engineState: reply.state,
    };
    const tier = safety.messageTier;
    if (tier === 'none') return this.conversations.append(exchange);
    await this.dataSource.transaction(async (manager) => {
      await this.conversations.append(exchange, manager);
      await this.crisisEvents.record({ userId, tier, source, sessionId }, manager);
    });
  }
}
