import { api } from '@anchor/app-runtime';
import {
  NotificationApiPath,
  withId,
  type MedicationListResponse,
  type MedicationRequest,
  type MedicationView,
} from '@anchor/contracts';

/** Medications with their daily reminder times; every change also changes the reminders the Push card lists. */
export const medicationsApi = api.enhanceEndpoints({ addTagTypes: ['Medications', 'Reminders'] }).injectEndpoints({
  endpoints: (build) => ({
    getMedications: build.query<MedicationListResponse, void>({
      query: () => NotificationApiPath.medications,
      providesTags: ['Medications'],
    }),
    addMedication: build.mutation<MedicationView, MedicationRequest>({
      query: (body) => ({ url: NotificationApiPath.medications, method: 'POST', body }),
      invalidatesTags: ['Medications', 'Reminders'],
    }),
    editMedication: build.mutation<MedicationView, { id: number; body: MedicationRequest }>({
      query: ({ id, body }) => ({ url: withId(NotificationApiPath.medication, id), method: 'PUT', body }),
      invalidatesTags: ['Medications', 'Reminders'],
    }),
    deleteMedication: build.mutation<null, number>({
      query: (id) => ({ url: withId(NotificationApiPath.medication, id), method: 'DELETE' }),
      invalidatesTags: ['Medications', 'Reminders'],
    }),
  }),
});

export const {
  useGetMedicationsQuery,
  useAddMedicationMutation,
  useEditMedicationMutation,
  useDeleteMedicationMutation,
} = medicationsApi;
