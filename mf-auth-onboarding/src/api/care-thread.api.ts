import { api } from '@anchor/app-runtime';
import {
  type CareMessageView,
  type CareReplyRequest,
  CareThreadApiPath,
  type MyClinicianView,
} from '@anchor/contracts';

const careThreadApi = api.enhanceEndpoints({ addTagTypes: ['MyClinician'] });

/** The patient's side of the care thread: their clinician, the messages both ways and pending requests. */
export const myClinicianApi = careThreadApi.injectEndpoints({
  endpoints: (build) => ({
    myClinician: build.query<MyClinicianView, void>({
      query: () => CareThreadApiPath.myClinician,
      providesTags: ['MyClinician'],
      // Health data: nothing of the thread stays in memory once the page is left.
      keepUnusedDataFor: 0,
    }),
    replyToClinician: build.mutation<CareMessageView, CareReplyRequest>({
      query: (body) => ({ url: CareThreadApiPath.myMessages, method: 'POST', body }),
      invalidatesTags: ['MyClinician'],
    }),
    markClinicianMessagesRead: build.mutation<null, void>({
      query: () => ({ url: CareThreadApiPath.myRead, method: 'POST' }),
    }),
  }),
});

export const { useMyClinicianQuery, useReplyToClinicianMutation, useMarkClinicianMessagesReadMutation } =
  myClinicianApi;
