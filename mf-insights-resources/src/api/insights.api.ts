import { api } from '@anchor/app-runtime';
import {
  HealthMetricsApiPath,
  InsightsApiPath,
  type CreateHealthMetricRequest,
  type HealthCsvImportReport,
  type HealthMetric,
  type InsightsResponse,
} from '@anchor/contracts';

/** Insights and the tracking that feeds them; a new entry or import recomputes the cards. */
export const insightsApi = api.enhanceEndpoints({ addTagTypes: ['Insights'] }).injectEndpoints({
  endpoints: (build) => ({
    getInsights: build.query<InsightsResponse, void>({
      query: () => InsightsApiPath.insights,
      providesTags: ['Insights'],
    }),
    createHealthMetric: build.mutation<HealthMetric, CreateHealthMetricRequest>({
      query: (body) => ({ url: HealthMetricsApiPath.metrics, method: 'POST', body }),
      invalidatesTags: ['Insights'],
    }),
    importHealthCsv: build.mutation<HealthCsvImportReport, string>({
      query: (csv) => ({
        url: HealthMetricsApiPath.import,
        method: 'POST',
        body: csv,
        headers: { 'Content-Type': 'text/csv' },
      }),
      invalidatesTags: ['Insights'],
    }),
  }),
});

export const { useGetInsightsQuery, useCreateHealthMetricMutation, useImportHealthCsvMutation } = insightsApi;
