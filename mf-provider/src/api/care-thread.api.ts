import { api } from '@anchor/app-runtime';
import { CareThreadApiPath, ProviderApiPath, type ProviderThreadView, withId } from '@anchor/contracts';

const threadApi = api.enhanceEndpoints({ addTagTypes: ['PatientThread'] });

/** One patient's care thread. Each read is in the patient's access log, so nothing is kept once not shown. */
export const patientThreadApi = threadApi.injectEndpoints({
  endpoints: (build) => ({
    patientThread: build.query<ProviderThreadView, number>({
      query: (id) => withId(CareThreadApiPath.patientThread, id),
      providesTags: ['PatientThread'],
      keepUnusedDataFor: 0,
    }),
    markPatientThreadRead: build.mutation<null, number>({
      query: (id) => ({ url: withId(CareThreadApiPath.patientThreadRead, id), method: 'POST' }),
    }),
    sendThreadMessage: build.mutation<null, { id: number; message: string }>({
      query: ({ id, message }) => ({
        url: withId(ProviderApiPath.patientMessages, id),
        method: 'POST',
        body: { message },
      }),
      invalidatesTags: ['PatientThread'],
    }),
  }),
});

export const { usePatientThreadQuery, useMarkPatientThreadReadMutation, useSendThreadMessageMutation } =
  patientThreadApi;
