import { useState, type FormEvent } from 'react';
import { describeApiError, toApiError, useToast } from '@anchor/app-runtime';
import {
  HEALTH_CSV_MAX_BYTES,
  type CsvRejectedRow,
  type HealthCsvImportError,
  type HealthMetricField,
} from '@anchor/contracts/src/health-metrics';
import { useCreateHealthMetricMutation, useImportHealthCsvMutation } from '../../api/insights.api';
import { HealthCopy, METRIC_FIELDS } from './copy';

export type MetricValues = Partial<Record<HealthMetricField, string>>;

/** What the last attempt came to: the server's sentence, its reason for each rejected line, or the import's count. */
export interface HealthFormOutcome {
  problem?: string;
  rejected?: CsvRejectedRow[];
  fieldErrors?: MetricValues;
  imported?: string;
}

const isMetricField = (field: unknown): field is HealthMetricField =>
  typeof field === 'string' && (METRIC_FIELDS as string[]).includes(field);

/** The server's reason for a typed-in value sits under that value; any other reason above the form's buttons. */
function entryFailure(error: unknown): HealthFormOutcome {
  const field = toApiError(error).body?.field;
  const sentence = describeApiError(error, HealthCopy.failed);
  return isMetricField(field) ? { fieldErrors: { [field]: sentence } } : { problem: sentence };
}

function importFailure(error: unknown): HealthFormOutcome {
  const rejected = (toApiError(error).body as Partial<HealthCsvImportError> | undefined)?.rejected;
  return { problem: describeApiError(error, HealthCopy.failed), rejected: Array.isArray(rejected) ? rejected : [] };
}

/**
 * Today's metrics by hand (saved, the dialog closes) or many days from a CSV file (all or nothing). A refusal shows
 * the server's own reasons, by field and by line; a finished import stays open on how many days it added.
 */
export function useHealthMetricsForm(onDone: () => void) {
  const toast = useToast();
  const [values, setValues] = useState<MetricValues>({});
  const [outcome, setOutcome] = useState<HealthFormOutcome>({});
  const [create, { isLoading: saving }] = useCreateHealthMetricMutation();
  const [importCsv, { isLoading: importing }] = useImportHealthCsvMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = Object.fromEntries(
      METRIC_FIELDS.filter((field) => values[field]).map((field) => [field, Number(values[field])]),
    );
    try {
      await create(body).unwrap();
      toast({ title: HealthCopy.saved });
      onDone();
    } catch (error) {
      setOutcome(entryFailure(error));
    }
  };

  const upload = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > HEALTH_CSV_MAX_BYTES) return setOutcome({ problem: HealthCopy.tooLarge });
    try {
      const report = await importCsv(await file.text()).unwrap();
      setOutcome({ imported: HealthCopy.imported(report.imported, report.updated) });
    } catch (error) {
      setOutcome(importFailure(error));
    }
  };

  return { values, setValues, outcome, submit, upload, saving, importing };
}
