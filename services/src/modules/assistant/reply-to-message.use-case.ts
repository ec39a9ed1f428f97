import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { ConversationAssessment, CrisisTier } from '@anchor/clinical';
import {
  CHAT_HISTORY_LENGTH,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_MESSAGE_TOO_LONG,
  type ChatRequestInput,
  type ChatResponse,
} from '@anchor/contracts';
import { ApiException } from '../../common/api-error';
import { ConversationsService } from '../conversations/conversations.service';
import { CrisisDetector } from '../safety/crisis-detector.service';
import { CrisisEventsService } from '../safety/crisis-events.service';
import { runDefaultEngine, requestedFlow } from './engine/default-engine';
import { INITIAL_ENGINE_STATE, type EngineReply, type EngineState, type PersonalData } from './engine/engine-types';
import type { Intent } from './engine/intent-utterances';
import { IntentClassifier } from './engine/intent-classifier';
import { isDiagnosisQuestion } from './engine/listening/diagnosis-question';
import { isMedicationQuestion } from './engine/medication-question';
import { ChatCompletionsClient } from './model/chat-completions.client';
import { PersonalDataService } from './personal-data.service';
import { safetyTurn } from './safety/safety-path';

/** The intents whose replies use the person's data: progress, today's feeling (recent moods), coping (clusters). */
const DATA_INTENTS: ReadonlySet<Intent> = new Set<Intent>(['progress', 'feeling_today', 'coping']);
const NO_PERSONAL_DATA: PersonalData = { latestAssessment: null, recentMoods: [] };

/** A request whose conversation is known (the client's id, or one the server started). */
type StartedRequest = ChatRequestInput & { userContext: { conversationId: string } };

interface Reply extends Omit<ChatResponse, 'conversationId' | 'crisisTier' | 'stage'> {
  state: EngineState;
  /** The exchange's tier, and the tier recorded as a crisis event for this message ('none': no event). */
  tier: CrisisTier;
  eventTier: CrisisTier;
}

/**
 * Answers one chat message. The crisis detector reads the whole message and the conversation so far first; the
 * safety path answers anything flagged, in the grey band, in a flagged conversation or during its check-in, and
 * none of that reaches the model or the engine. Each exchange (and any crisis event) is stored in one transaction.
 */
@Injectable()
export class ReplyToMessageUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly conversations: ConversationsService,
    private readonly crisisEvents: CrisisEventsService,
    private readonly detector: CrisisDetector,
    private readonly classifier: IntentClassifier,
    private readonly personalData: PersonalDataService,
    private readonly model: ChatCompletionsClient,
  ) {}

  async execute(input: { userId: number; request: ChatRequestInput }): Promise<ChatResponse> {
    const { userId } = input;
    // A message without a conversation id starts one: the reply carries its id for the next messages.
    const conversationId = input.request.userContext.conversationId ?? randomUUID();
    const request = { ...input.request, userContext: { ...input.request.userContext, conversationId } };
    const earlier = await this.conversations.recent(userId, conversationId, CHAT_HISTORY_LENGTH);
    const last = earlier.at(-1);
    const state = (last?.engineState as EngineState | undefined) ?? INITIAL_ENGINE_STATE;
    const safety = this.detector.assessConversation(
      request.message,
      earlier.map((row) => row.message),
      last?.crisisTier ?? 'none',
    );
    const reply = await this.reply(userId, request, state, safety);
    await this.store(userId, request, reply);
    return {
      response: reply.response,
      type: reply.type,
      conversationId,
      stage: reply.state.stage,
      crisisTier: reply.tier,
      openCrisisPanel: reply.openCrisisPanel,
      buttons: reply.buttons,
      link: reply.link,
      engine: reply.engine,
    };
  }

  private async reply(
    userId: number,
    request: StartedRequest,
    state: EngineState,
    safety: ConversationAssessment,
  ): Promise<Reply> {
    const turn = safetyTurn({ message: request.message, safety, state, seed: request.userContext.conversationId });
    if (turn) {
      const type = turn.response.trim().endsWith('?') ? 'question' : 'support';
      return { ...turn, type, link: null, engine: 'safety' };
    }
    // Checked whole above and not flagged: only now does the documented limit apply.
    if (request.message.length > CHAT_MESSAGE_MAX_LENGTH) {
      throw new ApiException(400, `message: ${CHAT_MESSAGE_TOO_LONG}`, { field: 'message' });
    }
    return this.ordinaryReply(userId, request, state, safety);
  }

  private async ordinaryReply(
    userId: number,
    request: StartedRequest,
    state: EngineState,
    safety: ConversationAssessment,
  ): Promise<Reply> {
    const { intent } = await this.classifier.classify(request.message);
    // Only these intents use the person's own data: the others skip its queries.
    const usesData = DATA_INTENTS.has(intent) || isDiagnosisQuestion(request.message);
    const data = usesData ? await this.personalData.forUser(userId) : NO_PERSONAL_DATA;
    const engineReply: EngineReply = runDefaultEngine(
      { message: request.message, state, seed: request.userContext.conversationId, data, contexts: safety.contexts },
      intent,
    );
    const ordinary = { openCrisisPanel: false, tier: 'none', eventTier: 'none' } as const;
    // A flow, a tool, buttons or a medication question: the offline engine's words, never a model's advice.
    const scripted =
      state.flow !== null ||
      requestedFlow(request.message) !== null ||
      engineReply.buttons.length > 0 ||
      isMedicationQuestion(request.message);
    if (this.model.enabled && !scripted && intent !== 'progress') {
      const modelText = await this.model.complete(request.conversationHistory, request.message);
      if (modelText) return { ...engineReply, ...ordinary, response: modelText, type: 'support', engine: 'model' };
    }
    return { ...engineReply, ...ordinary, engine: 'offline' };
  }

  /** The exchange, and with a flagged message its crisis event in the same transaction (one INSERT otherwise). */
  private async store(userId: number, request: StartedRequest, reply: Reply) {
    const sessionId = request.userContext.conversationId;
    const source = request.userContext.source;
    const exchange = {
      userId,
      sessionId,
      message: request.message,
      response: reply.response,
      replyType: reply.type,
      crisisTier: reply.tier,
      source,
      engineState: reply.state,
      replyActions: reply.buttons.length > 0 || reply.link ? { buttons: reply.buttons, link: reply.link } : null,
    };
    const tier = reply.eventTier;
    if (tier === 'none') return this.conversations.append(exchange);
    await this.dataSource.transaction(async (manager) => {
      await this.conversations.append(exchange, manager);
      await this.crisisEvents.record({ userId, tier, source, sessionId }, manager);
    });
  }
}
