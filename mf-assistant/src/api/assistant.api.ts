import { api } from '@anchor/app-runtime';
import { AssistantApiPath, type ChatRequest, type ChatResponse, type ConversationExchange } from '@anchor/contracts';

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
  }),
});

export const { useSendChatMessageMutation } = assistantApi;
