import { AssessmentApiPath, type AssessmentStatus } from '@anchor/contracts';
import { api } from './api';

/**
 * The monthly-assessment status: the shell asks for it as home opens, alongside the remotes, and the banner
 * (assessment remote) reads the same cache entry, so it usually knows at once whether it shows. One definition
 * here because remotes never import the shell; the assessment remote builds its endpoints on this one.
 */
export const assessmentStatusApi = api.enhanceEndpoints({ addTagTypes: ['AssessmentStatus'] }).injectEndpoints({
  endpoints: (build) => ({
    getAssessmentStatus: build.query<AssessmentStatus, void>({
      query: () => AssessmentApiPath.status,
      providesTags: ['AssessmentStatus'],
    }),
  }),
});
