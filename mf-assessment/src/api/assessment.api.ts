import { assessmentStatusApi } from '@anchor/app-runtime';
import {
  ASSESSMENT_HISTORY_MAX_PAGE_SIZE,
  AssessmentApiPath,
  type AssessmentDraft,
  type AssessmentDraftRequest,
  type AssessmentHistoryPage,
  type AssessmentResult,
  type MarkCompletedRequest,
  type MarkCompletedResponse,
  type ProviderShare,
  type ProviderSharingRequest,
  type ShouldPromptMonthly,
  type SubmitAssessmentRequest,
  type UserPreferences,
} from '@anchor/contracts';

/** The largest page the server gives: over eight years of monthly assessments on one chart. */
export const HISTORY_PAGE_SIZE = ASSESSMENT_HISTORY_MAX_PAGE_SIZE;

/** This remote's cache tags, added to the one shared api (the status endpoint comes with its own). */
const assessmentTaggedApi = assessmentStatusApi.enhanceEndpoints({
  addTagTypes: ['Assessment', 'AssessmentDraft', 'UserPreferences'],
});

export const assessmentApi = assessmentTaggedApi.injectEndpoints({
  endpoints: (build) => ({
    getShouldPromptMonthly: build.query<ShouldPromptMonthly, void>({
      query: () => AssessmentApiPath.shouldPromptMonthly,
      providesTags: ['AssessmentStatus'],
    }),
    getAssessmentHistory: build.query<AssessmentHistoryPage, void>({
      query: () => `${AssessmentApiPath.assessments}?page=1&pageSize=${HISTORY_PAGE_SIZE}`,
      providesTags: ['Assessment'],
    }),
    getAssessmentDraft: build.query<AssessmentDraft | null, void>({
      query: () => AssessmentApiPath.draft,
      // Nothing in progress is a 204 with no body.
      transformResponse: (draft: AssessmentDraft | null) => draft ?? null,
      providesTags: ['AssessmentDraft'],
    }),
    saveAssessmentDraft: build.mutation<AssessmentDraft, AssessmentDraftRequest>({
      query: (body) => ({ url: AssessmentApiPath.draft, method: 'PUT', body }),
    }),
    deleteAssessmentDraft: build.mutation<void, void>({
      query: () => ({ url: AssessmentApiPath.draft, method: 'DELETE' }),
    }),
    submitAssessment: build.mutation<AssessmentResult, SubmitAssessmentRequest>({
      query: (body) => ({ url: AssessmentApiPath.assessments, method: 'POST', body }),
      invalidatesTags: ['Assessment', 'AssessmentStatus'],
    }),
    markAssessmentCompleted: build.mutation<MarkCompletedResponse, MarkCompletedRequest>({
      query: (body) => ({ url: AssessmentApiPath.markCompleted, method: 'POST', body }),
      invalidatesTags: ['Assessment', 'AssessmentStatus'],
    }),
    getUserPreferences: build.query<UserPreferences, void>({
      query: () => AssessmentApiPath.preferences,
      providesTags: ['UserPreferences'],
    }),
    shareWithProvider: build.mutation<ProviderShare, ProviderSharingRequest>({
      query: (body) => ({ url: AssessmentApiPath.providerSharing, method: 'POST', body }),
    }),
  }),
});

export const {
  useGetAssessmentStatusQuery,
  useGetAssessmentHistoryQuery,
  useGetShouldPromptMonthlyQuery,
  useGetAssessmentDraftQuery,
  useSaveAssessmentDraftMutation,
  useDeleteAssessmentDraftMutation,
  useSubmitAssessmentMutation,
  useMarkAssessmentCompletedMutation,
  useGetUserPreferencesQuery,
  useShareWithProviderMutation,
} = assessmentApi;
