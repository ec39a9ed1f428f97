import { api } from '@anchor/app-runtime';
import {
  AssistantApiPath,
  type AnalyzeMoodRequest,
  type ChatRequest,
  type ChatResponse,
  type ConversationExchange,
  type MoodAnalysis,
  type VoiceAnalysis,
  type VoiceAnalysisRequest,
} from '@anchor/contracts';

/** The assistant's calls. Its own cache tag: the stored conversations. */
export const assistantApi = api.enhanceEndpoints({ addTagTypes: ['AssistantConversations'] }).injectEndpoints({
  endpoints: (build) => ({
    sendChatMessage: build.mutation<ChatResponse, ChatRequest>({
      query: (body) => ({ url: AssistantApiPath.chat, method: 'POST', body }),
      invalidatesTags: ['AssistantConversations'],
    }),
    conversations: build.query<ConversationExchange[], void>({
      query: () => ({ url: AssistantApiPath.conversations }),
      providesTags: ['AssistantConversations'],
    }),
    analyzeMood: build.mutation<MoodAnalysis, AnalyzeMoodRequest>({
      query: (body) => ({ url: AssistantApiPath.analyzeMood, method: 'POST', body }),
    }),
    analyzeVoice: build.mutation<VoiceAnalysis, VoiceAnalysisRequest>({
      query: (body) => ({ url: AssistantApiPath.voiceAnalysis, method: 'POST', body }),
    }),
  }),
});

export const { useSendChatMessageMutation, useAnalyzeMoodMutation, useAnalyzeVoiceMutation } = assistantApi;
