import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useToast } from '@anchor/app-runtime';
import {
  HEALTH_CSV_MAX_BYTES,
  type CsvRejectedRow,
  type HealthMetricField,
} from '@anchor/contracts/src/health-metrics';
import { Button, FormField, Input } from '@anchor/ui';
import { useCreateHealthMetricMutation, useImportHealthCsvMutation } from '../../api/insights.api';
import { HealthCopy, METRIC_FIELDS } from './copy';

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.spacing.sm};
  margin-bottom: ${({ theme }) => theme.spacing.md};
`;

interface ErrorData {
  message?: string;
  rejected?: CsvRejectedRow[];
}

function errorData(error: unknown): ErrorData {
  const data = (error as { data?: unknown } | null)?.data;
  return typeof data === 'object' && data !== null ? (data as ErrorData) : {};
}

type MetricValues = Partial<Record<HealthMetricField, string>>;

function MetricInputs({ values, onChange }: { values: MetricValues; onChange: (values: MetricValues) => void }) {
  return (
    <StyledGrid>
      {METRIC_FIELDS.map((field) => (
        <FormField key={field} label={HealthCopy.labels[field]}>
          <Input
            type="number"
            inputMode="numeric"
            value={values[field] ?? ''}
            onChange={(event) => onChange({ ...values, [field]: event.target.value })}
          />
        </FormField>
      ))}
    </StyledGrid>
  );
}

/** The server's sentence without its "field: " prefix, and each rejected CSV row. */
function ProblemAlert({ problem }: { problem: ErrorData }) {
  if (!problem.message) return null;
  return (
    <div role="alert">
      <p>{problem.message.replace(/^[a-zA-Z]+: /, '')}</p>
      {problem.rejected ? (
        <ul>
          {problem.rejected.map((row) => (
            <li key={row.line}>{row.reason}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export interface HealthMetricsFormProps {
  onDone: () => void;
}

/** Today's metrics by hand, or many days from a CSV file (all or nothing, each rejected row listed). */
export function HealthMetricsForm({ onDone }: HealthMetricsFormProps) {
  const toast = useToast();
  const [values, setValues] = useState<MetricValues>({});
  const [problem, setProblem] = useState<ErrorData>({});
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
      setProblem({ message: errorData(error).message ?? HealthCopy.failed });
    }
  };

  const upload = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > HEALTH_CSV_MAX_BYTES) return setProblem({ message: HealthCopy.tooLarge });
    try {
      const report = await importCsv(await file.text()).unwrap();
      toast({ title: HealthCopy.imported(report.imported, report.updated) });
      onDone();
    } catch (error) {
      const data = errorData(error);
      setProblem({ message: data.message ?? HealthCopy.failed, rejected: data.rejected });
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <MetricInputs values={values} onChange={setValues} />
      <Button type="submit" disabled={saving}>
        {HealthCopy.save}
      </Button>
      <FormField label={HealthCopy.importLabel}>
        <Input
          type="file"
          accept=".csv,text/csv"
          disabled={importing}
          onChange={(event) => void upload(event.target.files?.[0])}
        />
      </FormField>
      <ProblemAlert problem={problem} />
    </form>
  );
}
