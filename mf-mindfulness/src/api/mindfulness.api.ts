import { api } from '@anchor/app-runtime';
import {
  MindfulnessApiPath,
  withId,
  type CreateMindfulnessSessionRequest,
  type JournalEntry,
  type MeditationTimer,
  type MeditationTimerState,
  type MindfulnessCounts,
  type MindfulnessRecommendations,
  type PracticeDraft,
  type PracticeDraftState,
  type PracticeStreak,
  type RecordedMindfulnessSession,
  type SavePracticeDraftRequest,
  type StartMeditationTimer,
  type UpdatePracticeStreak,
} from '@anchor/contracts';

export const JOURNAL_PAGE_SIZE = 20;

/** This remote's cache tags, added to the one shared api. */
const mindfulnessTaggedApi = api.enhanceEndpoints({
  addTagTypes: ['MindfulnessCounts', 'MindfulnessJournal', 'MindfulnessStreak'],
});

/** The caller's practice; the server scopes every call to the signed-in user. */
export const mindfulnessApi = mindfulnessTaggedApi.injectEndpoints({
  endpoints: (build) => ({
    getMindfulnessCounts: build.query<MindfulnessCounts, void>({
      query: () => MindfulnessApiPath.counts,
      providesTags: ['MindfulnessCounts'],
    }),
    getMindfulnessRecommendations: build.query<MindfulnessRecommendations, void>({
      query: () => MindfulnessApiPath.recommendations,
    }),
    createMindfulnessSession: build.mutation<RecordedMindfulnessSession, CreateMindfulnessSessionRequest>({
      query: (body) => ({ url: MindfulnessApiPath.sessions, method: 'POST', body }),
      // Counts refresh after every recorded session; the journal too when something was kept.
      invalidatesTags: (_result, _error, body) =>
        body.journalText
          ? ['MindfulnessCounts', 'MindfulnessStreak', 'MindfulnessJournal']
          : ['MindfulnessCounts', 'MindfulnessStreak'],
    }),
    /** One page of the journal, newest first; `before` is the id of the last entry of the page above. */
    getJournal: build.query<JournalEntry[], { before?: number }>({
      query: ({ before }) =>
        `${MindfulnessApiPath.journal}?limit=${JOURNAL_PAGE_SIZE}${before === undefined ? '' : `&before=${before}`}`,
      providesTags: ['MindfulnessJournal'],
    }),
    deleteJournalEntry: build.mutation<void, number>({
      query: (id) => ({ url: withId(MindfulnessApiPath.journalEntry, id), method: 'DELETE' }),
      invalidatesTags: ['MindfulnessJournal'],
    }),
    getPracticeStreak: build.query<PracticeStreak, void>({
      query: () => MindfulnessApiPath.streak,
      providesTags: ['MindfulnessStreak'],
    }),
    updatePracticeStreak: build.mutation<PracticeStreak, UpdatePracticeStreak>({
      query: (body) => ({ url: MindfulnessApiPath.streak, method: 'PUT', body }),
      invalidatesTags: ['MindfulnessStreak'],
    }),
    getMeditationTimer: build.query<MeditationTimerState, void>({
      query: () => MindfulnessApiPath.meditationTimer,
      keepUnusedDataFor: 0,
    }),
    startMeditationTimer: build.mutation<MeditationTimer, StartMeditationTimer>({
      query: (body) => ({ url: MindfulnessApiPath.meditationTimer, method: 'POST', body }),
    }),
    stopMeditationTimer: build.mutation<void, void>({
      query: () => ({ url: MindfulnessApiPath.meditationTimer, method: 'DELETE' }),
    }),
    /** The practice in progress (a reload resumes it); always read afresh. */
    getPracticeDraft: build.query<PracticeDraftState, void>({
      query: () => MindfulnessApiPath.draft,
      keepUnusedDataFor: 0,
    }),
    savePracticeDraft: build.mutation<PracticeDraft, SavePracticeDraftRequest>({
      query: (body) => ({ url: MindfulnessApiPath.draft, method: 'PUT', body }),
    }),
    discardPracticeDraft: build.mutation<void, void>({
      query: () => ({ url: MindfulnessApiPath.draft, method: 'DELETE' }),
    }),
  }),
});

export const {
  useGetMindfulnessCountsQuery,
  useGetMindfulnessRecommendationsQuery,
  useCreateMindfulnessSessionMutation,
  useGetJournalQuery,
  useDeleteJournalEntryMutation,
  useGetPracticeStreakQuery,
  useUpdatePracticeStreakMutation,
  useLazyGetMeditationTimerQuery,
  useStartMeditationTimerMutation,
  useStopMeditationTimerMutation,
  useLazyGetPracticeDraftQuery,
  useSavePracticeDraftMutation,
  useDiscardPracticeDraftMutation,
} = mindfulnessApi;
