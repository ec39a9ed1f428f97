import styled from 'styled-components';
import { Button, FormField, Input } from '@anchor/ui';
import { HealthCopy, METRIC_FIELDS } from './copy';
import { type HealthFormOutcome, type MetricValues, useHealthMetricsForm } from './useHealthMetricsForm';

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.spacing.sm};
  margin-bottom: ${({ theme }) => theme.spacing.md};
`;

const StyledProblem = styled.div`
  color: ${({ theme }) => theme.colors.danger};
`;

interface MetricInputsProps {
  values: MetricValues;
  errors: MetricValues;
  onChange: (values: MetricValues) => void;
}

function MetricInputs({ values, errors, onChange }: MetricInputsProps) {
  return (
    <StyledGrid>
      {METRIC_FIELDS.map((field) => (
        <FormField key={field} label={HealthCopy.labels[field]} error={errors[field]}>
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

/** The server's sentence, then each rejected line of a file with its column and why; or how many days came in. */
function OutcomeNote({ outcome }: { outcome: HealthFormOutcome }) {
  if (outcome.imported) return <p role="status">{outcome.imported}</p>;
  if (!outcome.problem) return null;
  return (
    <StyledProblem role="alert">
      <p>{outcome.problem}</p>
      {outcome.rejected?.length ? (
        <ul aria-label={HealthCopy.rejectedRows}>
          {outcome.rejected.map((row) => (
            <li key={row.line}>{row.reason}</li>
          ))}
        </ul>
      ) : null}
    </StyledProblem>
  );
}

export interface HealthMetricsFormProps {
  onDone: () => void;
}

/** Today's metrics by hand, or many days from a CSV file (all or nothing, each rejected row listed). */
export function HealthMetricsForm({ onDone }: HealthMetricsFormProps) {
  const { values, setValues, outcome, submit, upload, saving, importing } = useHealthMetricsForm(onDone);
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <MetricInputs values={values} errors={outcome.fieldErrors ?? {}} onChange={setValues} />
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
      <OutcomeNote outcome={outcome} />
    </form>
  );
}
