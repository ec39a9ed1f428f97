import { api } from '@anchor/app-runtime';
import {
  type AcknowledgeAlertRequest,
  type InvitePatientRequest,
  type ProviderAlert,
  ProviderApiPath,
  type ProviderDashboard,
  type ProviderPatientCard,
  type ProviderPatientDetail,
  type ProviderPortalInfo,
  type ProviderReport,
  type ReportQuery,
  type ScheduleAssessmentRequest,
  type ScheduledAssessmentView,
  withId,
} from '@anchor/contracts';

export const portalApi = api.enhanceEndpoints({
  addTagTypes: ['ProviderPatients', 'ProviderSchedule', 'ProviderRequests', 'SentInvitations'],
});

/** Provider reads are audited on every call, so nothing is kept once no screen shows it. */
export const providerPortalApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    providerPortalInfo: build.query<ProviderPortalInfo, void>({
      query: () => ProviderApiPath.portalInfo,
    }),
    providerDashboard: build.query<ProviderDashboard, void>({
      query: () => ProviderApiPath.dashboard,
      providesTags: ['ProviderPatients'],
      keepUnusedDataFor: 0,
    }),
    providerPatients: build.query<ProviderPatientCard[], void>({
      query: () => ProviderApiPath.patients,
      providesTags: ['ProviderPatients'],
      keepUnusedDataFor: 0,
    }),
    providerPatient: build.query<ProviderPatientDetail, number>({
      query: (id) => withId(ProviderApiPath.patient, id),
      providesTags: ['ProviderPatients'],
      keepUnusedDataFor: 0,
    }),
    acknowledgeAlert: build.mutation<null, Pick<ProviderAlert, 'kind' | 'id'> & AcknowledgeAlertRequest>({
      query: ({ kind, id, note }) => ({
        url: withId(
          kind === 'crisis' ? ProviderApiPath.crisisAlertAcknowledgement : ProviderApiPath.alertAcknowledgement,
          id,
        ),
        method: 'POST',
        body: { note },
      }),
      invalidatesTags: ['ProviderPatients'],
    }),
    /** The patient's shared PCL-5s as a FHIR R4 Bundle; a mutation, so nothing of it stays in the store's cache. */
    downloadPatientFhir: build.mutation<object, number>({
      query: (id) => ({ url: withId(ProviderApiPath.patientFhir, id), method: 'GET' }),
    }),
    messagePatient: build.mutation<null, { id: number; message: string }>({
      query: ({ id, message }) => ({
        url: withId(ProviderApiPath.patientMessages, id),
        method: 'POST',
        body: { message },
      }),
    }),
    invitePatient: build.mutation<{ id: number }, InvitePatientRequest>({
      query: (body) => ({ url: ProviderApiPath.invitations, method: 'POST', body }),
      invalidatesTags: ['SentInvitations'],
    }),
    scheduledAssessments: build.query<ScheduledAssessmentView[], void>({
      query: () => ProviderApiPath.scheduledAssessments,
      providesTags: ['ProviderSchedule'],
      keepUnusedDataFor: 0,
    }),
    scheduleAssessment: build.mutation<ScheduledAssessmentView, ScheduleAssessmentRequest>({
      query: (body) => ({ url: ProviderApiPath.scheduledAssessments, method: 'POST', body }),
      invalidatesTags: ['ProviderSchedule'],
    }),
    providerReport: build.query<ProviderReport, ReportQuery>({
      query: ({ type, period }) => `${ProviderApiPath.report}?type=${type}&period=${period}`,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useProviderPortalInfoQuery,
  useProviderDashboardQuery,
  useProviderPatientsQuery,
  useProviderPatientQuery,
  useAcknowledgeAlertMutation,
  useMessagePatientMutation,
  useDownloadPatientFhirMutation,
  useInvitePatientMutation,
  useScheduledAssessmentsQuery,
  useScheduleAssessmentMutation,
  useLazyProviderReportQuery,
} = providerPortalApi;
