import { api } from '@anchor/app-runtime';
import { MoodApiPath, type CreateMoodEntryRequest, type MoodEntry } from '@anchor/contracts';

/** The caller's mood check-ins; the server scopes every call to the signed-in user. */
export const moodApi = api.injectEndpoints({
  endpoints: (build) => ({
    createMoodEntry: build.mutation<MoodEntry, CreateMoodEntryRequest>({
      query: (body) => ({ url: MoodApiPath.entries, method: 'POST', body }),
    }),
  }),
});

export const { useCreateMoodEntryMutation } = moodApi;
