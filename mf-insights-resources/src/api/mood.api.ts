import { api } from '@anchor/app-runtime';
import {
  MoodApiPath,
  withId,
  type CreateMoodEntryRequest,
  type SavedMoodEntry,
  type TodayMoodEntryResponse,
  type UpdateMoodEntryRequest,
} from '@anchor/contracts';

/** The caller's mood check-ins; the server scopes every call to the signed-in user. A save recomputes insights. */
export const moodApi = api.enhanceEndpoints({ addTagTypes: ['Insights', 'MoodToday'] }).injectEndpoints({
  endpoints: (build) => ({
    createMoodEntry: build.mutation<SavedMoodEntry, CreateMoodEntryRequest>({
      query: (body) => ({ url: MoodApiPath.entries, method: 'POST', body }),
      invalidatesTags: ['Insights', 'MoodToday'],
    }),
    getTodayMoodEntry: build.query<TodayMoodEntryResponse, void>({
      query: () => MoodApiPath.today,
      providesTags: ['MoodToday'],
    }),
    updateMoodEntry: build.mutation<SavedMoodEntry, { id: number; values: UpdateMoodEntryRequest }>({
      query: ({ id, values }) => ({ url: withId(MoodApiPath.entry, id), method: 'PATCH', body: values }),
      invalidatesTags: ['Insights', 'MoodToday'],
    }),
  }),
});

export const { useCreateMoodEntryMutation, useGetTodayMoodEntryQuery, useUpdateMoodEntryMutation } = moodApi;
