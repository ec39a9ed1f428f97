import { api } from '@anchor/app-runtime';
import {
  AssistantApiPath,
  type AnalyzeMoodRequest,
  type ChatRequest,
  type ChatResponse,
  type ConversationSummary,
  type CurrentConversation,
  type MoodAnalysis,
  type StoredConversation,
  type VoiceAnalysis,
  type VoiceAnalysisRequest,
  withId,
} from '@anchor/contracts';

/**
 * A reply takes milliseconds offline and at most ASSISTANT_MODEL_TIMEOUT_MS (8 s by default) from a configured model.
 * A server that accepts the message and never answers must still end in the failed-send path, where the browser
 * checks the message for crisis itself.
 */
const CHAT_REPLY_TIMEOUT_MS = 20_000;

/** The assistant's calls. Its own cache tag: the stored conversations. */
export const assistantApi = api.enhanceEndpoints({ addTagTypes: ['AssistantConversations'] }).injectEndpoints({
  endpoints: (build) => ({
    sendChatMessage: build.mutation<ChatResponse, ChatRequest>({
      query: (body) => ({ url: AssistantApiPath.chat, method: 'POST', body }),
      extraOptions: { timeoutMs: CHAT_REPLY_TIMEOUT_MS },
      invalidatesTags: ['AssistantConversations'],
    }),
    // Read when the chat opens, never kept: the conversation on screen moves on with every message.
    currentConversation: build.query<CurrentConversation, void>({
      query: () => ({ url: AssistantApiPath.currentConversation }),
      keepUnusedDataFor: 0,
    }),
    conversation: build.query<StoredConversation, string>({
      query: (id) => ({ url: withId(AssistantApiPath.conversation, id) }),
      keepUnusedDataFor: 0,
    }),
    conversationSummaries: build.query<ConversationSummary[], void>({
      query: () => ({ url: AssistantApiPath.conversationSummaries }),
      providesTags: ['AssistantConversations'],
    }),
    deleteConversation: build.mutation<null, string>({
      query: (id) => ({ url: withId(AssistantApiPath.conversation, id), method: 'DELETE' }),
      invalidatesTags: ['AssistantConversations'],
    }),
    analyzeMood: build.mutation<MoodAnalysis, AnalyzeMoodRequest>({
      query: (body) => ({ url: AssistantApiPath.analyzeMood, method: 'POST', body }),
    }),
    analyzeVoice: build.mutation<VoiceAnalysis, VoiceAnalysisRequest>({
      query: (body) => ({ url: AssistantApiPath.voiceAnalysis, method: 'POST', body }),
    }),
  }),
});

export const {
  useSendChatMessageMutation,
  useAnalyzeMoodMutation,
  useAnalyzeVoiceMutation,
  useLazyCurrentConversationQuery,
  useLazyConversationQuery,
  useConversationSummariesQuery,
  useDeleteConversationMutation,
} = assistantApi;
