import { api } from '@anchor/app-runtime';
import {
  AssessmentApiPath,
  AssistantApiPath,
  type AssessmentResult,
  type LatestAssessment,
  type ReviewOffer,
  type ReviewOfferChoice,
  type SubmitAssessmentRequest,
} from '@anchor/contracts';

/** The chat's assessment review: the offer, the latest answers and saving the reviewed answers as a new version of
 * the same assessment (its monthly due date unchanged). */
export const reviewApi = api
  .enhanceEndpoints({ addTagTypes: ['AssistantReviewOffer', 'Assessment', 'AssessmentStatus'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getReviewOffer: build.query<ReviewOffer, void>({
        query: () => ({ url: AssistantApiPath.reviewOffer }),
        providesTags: ['AssistantReviewOffer'],
      }),
      answerReviewOffer: build.mutation<void, { choice: ReviewOfferChoice }>({
        query: (body) => ({ url: AssistantApiPath.reviewOffer, method: 'POST', body }),
      }),
      getLatestAssessmentForReview: build.query<LatestAssessment, void>({
        query: () => ({ url: AssessmentApiPath.latest }),
      }),
      saveReviewedAssessment: build.mutation<AssessmentResult, SubmitAssessmentRequest>({
        query: (body) => ({ url: AssessmentApiPath.latest, method: 'PUT', body }),
        invalidatesTags: ['Assessment', 'AssessmentStatus'],
      }),
    }),
  });

export const {
  useGetReviewOfferQuery,
  useAnswerReviewOfferMutation,
  useLazyGetLatestAssessmentForReviewQuery,
  useSaveReviewedAssessmentMutation,
} = reviewApi;
