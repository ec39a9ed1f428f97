// Plain types and constants of the assistant, kept apart from its zod schemas (assistant-schema.ts)
// so that code needing only these does not bundle zod.

export type AssistantReplyType = 'insight' | 'support' | 'reminder' | 'question' | 'error';

export type CrisisTierName = 'none' | 'concern' | 'crisis' | 'imminent';

/** Where a message came from: typed in the chat or spoken (speech recognition). */
export const InputSources = ['chat', 'voice'] as const;
export type InputSource = (typeof InputSources)[number];

export type ConversationStage = 'initial' | 'exploring' | 'deepening' | 'wrapping';

/** The context the client sends with every message: the last messages as role and content. */
export const CHAT_HISTORY_LENGTH = 6;
/**
 * The documented length of a chat message (the composer counts against it). The server still reads a longer
 * message whole for crisis risk first: a flagged one is answered by the safety path and stored whole; any other
 * is refused with 400 naming `message` and CHAT_MESSAGE_TOO_LONG.
 */
export const CHAT_MESSAGE_MAX_LENGTH = 4000;
export const CHAT_MESSAGE_TOO_LONG = `must be at most ${CHAT_MESSAGE_MAX_LENGTH} characters`;

export interface ChatHistoryMessage {
  role: 'user' | 'assistant';
  content: string;
}

export interface ChatRequest {
  message: string;
  conversationHistory: ChatHistoryMessage[];
  userContext: {
    /**
     * The conversation's UUID. Left out, the server starts a conversation and answers with its id
     * (ChatResponse.conversationId), which the client sends with its next messages.
     */
    conversationId?: string;
    source?: InputSource;
  };
}

/** A tappable answer; tapping sends `value` as the next message. */
export interface ChatButton {
  label: string;
  value: string;
}

/** A deep link into another tab of the app (e.g. an exercise in Mindfulness). */
export interface ChatLink {
  label: string;
  href: string;
}

export interface ChatResponse {
  response: string;
  type: AssistantReplyType;
  conversationId: string;
  stage: ConversationStage;
  /** The conversation's tier; anything above none means the reply came from the safety path. */
  crisisTier: CrisisTierName;
  /** True when the client should open the crisis panel now. */
  openCrisisPanel: boolean;
  buttons: ChatButton[];
  link: ChatLink | null;
  /** Which engine answered: the offline one, the configured model, or the safety path. */
  engine: 'offline' | 'model' | 'safety';
}

/** One stored exchange, decrypted for its owner. */
export interface ConversationExchange {
  id: number;
  conversationId: string;
  message: string;
  response: string;
  type: AssistantReplyType;
  crisisTier: CrisisTierName;
  source: InputSource;
  createdAt: string;
}

/** A stored exchange as the chat shows it again: with the answer buttons and link its reply offered. */
export interface StoredExchange extends ConversationExchange {
  buttons: ChatButton[];
  link: ChatLink | null;
}

/** How many exchanges of one conversation the chat shows when it opens it (the latest ones). */
export const STORED_CONVERSATION_MAX_EXCHANGES = 200;

/** One conversation, its exchanges oldest first, and its crisis tier (the latest exchange's: it never goes down). */
export interface StoredConversation {
  conversationId: string;
  crisisTier: CrisisTierName;
  exchanges: StoredExchange[];
}

/** GET /api/assistant/conversations/current: the caller's most recent conversation, null when there is none. */
export interface CurrentConversation {
  conversation: StoredConversation | null;
}

/** How many conversations the history list shows (the newest ones). */
export const CONVERSATION_SUMMARIES_LIMIT = 50;

/** One line of the history list. `firstWords` is the start of the person's first message. */
export interface ConversationSummary {
  conversationId: string;
  startedAt: string;
  lastMessageAt: string;
  firstWords: string;
  exchangeCount: number;
  crisisTier: CrisisTierName;
}

/** Moods the assistant can detect in what a person types or says. */
export const DetectedMoods = ['anxious', 'sad', 'angry', 'happy', 'calm', 'hopeful', 'neutral'] as const;
export type DetectedMood = (typeof DetectedMoods)[number];

/** The client tells the person about a detected mood only above this confidence (0-100), and never for neutral. */
export const MOOD_TOAST_MIN_CONFIDENCE = 70;

/**
 * POST /api/analyze-mood. `conversationId` (optional) names the chat whose latest exchange was this text, so the
 * mood is kept with it too.
 */
export interface AnalyzeMoodRequest {
  text: string;
  source: 'assistant' | 'voice';
  conversationId?: string;
}

/**
 * A flagged text (any crisis tier) gets no mood at all: 'neutral' at confidence 0 and the tier, because a lexicon
 * reads "everyone would be better off without me" as positive. Risk is the crisis detector's alone.
 */
export interface MoodAnalysis {
  mood: DetectedMood;
  confidence: number;
  crisisTier: CrisisTierName;
}

/** POST /api/voice-analysis/comprehensive. */
export interface VoiceAnalysisRequest {
  transcription: string;
  conversationId?: string;
}

/** The client's toasts read these by the thresholds below. Levels are 0-10. */
export interface VoiceAnalysis {
  /** Risk signals the crisis detector found (e.g. 'active_ideation'); empty when none. */
  mentalHealthFlags: string[];
  anxietyLevel: number;
  depressionLevel: number;
  /** Experiences common after trauma that the words describe (e.g. 'nightmares', 'flashbacks'). */
  ptsdIndicators: string[];
  crisisTier: CrisisTierName;
}

export const VOICE_LEVEL_TOAST_ABOVE = 7;
export const PTSD_INDICATORS_TOAST_ABOVE = 1;

/**
 * GET /api/assistant/review-offer: whether the chat offers to review the latest assessment's answers (true from
 * the first chat after an assessment until the person answers the offer). POST answers it with a choice.
 */
export interface ReviewOffer {
  offer: boolean;
}
export const ReviewOfferChoices = ['review', 'analysis'] as const;
export type ReviewOfferChoice = (typeof ReviewOfferChoices)[number];

/** The chat's user-facing texts that the server also answers with. */
export const AssistantCopy = {
  unauthorized: 'Please log in to continue chatting',
} as const;
