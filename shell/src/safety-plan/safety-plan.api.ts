import { api } from '@anchor/app-runtime';
import { SafetyPlanApiPath, type SafetyPlan, type SafetyPlanSteps } from '@anchor/contracts';

/** The person's safety plan, with the shell's own cache tag. */
export const safetyPlanApi = api.enhanceEndpoints({ addTagTypes: ['SafetyPlan'] }).injectEndpoints({
  endpoints: (build) => ({
    safetyPlan: build.query<SafetyPlan, void>({
      query: () => ({ url: SafetyPlanApiPath.plan }),
      providesTags: ['SafetyPlan'],
    }),
    saveSafetyPlan: build.mutation<SafetyPlan, SafetyPlanSteps>({
      query: (body) => ({ url: SafetyPlanApiPath.plan, method: 'PUT', body }),
      invalidatesTags: ['SafetyPlan'],
    }),
  }),
});

export const { useSafetyPlanQuery, useSaveSafetyPlanMutation } = safetyPlanApi;
