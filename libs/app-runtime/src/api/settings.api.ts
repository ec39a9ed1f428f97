import { ApiPath, type SettingsPatch, type UserSettings } from '@anchor/contracts';
import { api } from './api';

export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSettings: build.query<UserSettings, void>({
      query: () => ApiPath.settings,
      providesTags: ['Settings'],
    }),
    updateSettings: build.mutation<UserSettings, SettingsPatch>({
      query: (body) => ({ url: ApiPath.settings, method: 'PATCH', body }),
      // Optimistic: the switch moves at once and moves back if the server refuses.
      async onQueryStarted(patch, { dispatch, queryFulfilled }) {
        const optimistic = dispatch(
          settingsApi.util.updateQueryData('getSettings', undefined, (draft) => {
            Object.assign(draft, patch);
          }),
        );
        try {
          const { data } = await queryFulfilled;
          dispatch(settingsApi.util.upsertQueryData('getSettings', undefined, data));
        } catch {
          optimistic.undo();
        }
      },
    }),
  }),
});
