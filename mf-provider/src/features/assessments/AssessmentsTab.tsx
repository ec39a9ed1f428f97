import { type FormEvent, useEffect, useRef, useState } from 'react';
import { describeApiError, toApiError } from '@anchor/app-runtime';
import { Badge, Button, Card, CardContent, CardHeader, CardTitle, FormField, Input, Select } from '@anchor/ui';
import {
  useProviderPatientsQuery,
  useScheduleAssessmentMutation,
  useScheduledAssessmentsQuery,
} from '../../api/provider-portal.api';
import { AssessmentsCopy, PortalCopy } from '../portal/copy';
import { StyledMuted, StyledStack } from '../shared/portal-styles';

/** Today in the provider's own calendar (YYYY-MM-DD): the earliest date a request can be for. */
function localToday(now = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

function RequestedAssessments() {
  const { data: scheduled = [], isError } = useScheduledAssessmentsQuery();
  if (isError) return <StyledMuted role="alert">{PortalCopy.loadFailed}</StyledMuted>;
  if (scheduled.length === 0) return <StyledMuted>{AssessmentsCopy.none}</StyledMuted>;
  return (
    <ul>
      {scheduled.map((item) => (
        <li key={item.id}>
          {item.date} · {item.patientName}{' '}
          <Badge tone={item.status === 'done' ? 'success' : 'info'}>
            {item.status === 'done' ? AssessmentsCopy.done : AssessmentsCopy.pending}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

/** The request form's fields, the call, and what it answered: a refusal names its field, a success clears the date. */
function useScheduleRequest() {
  const [schedule, result] = useScheduleAssessmentMutation();
  const [patientId, setPatientId] = useState('');
  const [date, setDate] = useState('');
  const [notes, setNotes] = useState('');
  const confirmation = useRef<HTMLParagraphElement>(null);
  // The button pressed is disabled once the form is cleared: focus goes to the confirmation, not to the page.
  useEffect(() => {
    if (result.isSuccess) confirmation.current?.focus();
  }, [result.isSuccess, result.fulfilledTimeStamp]);
  const failure = result.isError ? toApiError(result.error) : null;
  const failureText = failure ? describeApiError(failure) : null;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await schedule({ patientId: Number(patientId), date, notes: notes || null });
    if ('data' in saved) {
      setDate('');
      setNotes('');
    }
  };
  return {
    fields: { patientId, setPatientId, date, setDate, notes, setNotes },
    submit,
    result,
    confirmation,
    fieldError: (field: string) => (failure?.body?.field === field ? (failureText ?? undefined) : undefined),
    formError: failure && !failure.body?.field ? failureText : null,
  };
}

/**
 * A PCL-5 request reaches the patient as a reminder on the chosen date; it shows pending until shared. A refused
 * request says why beside the field the server named (or below the form), and keeps what was entered.
 */
export function AssessmentsTab() {
  const { data: patients = [] } = useProviderPatientsQuery();
  const { fields, submit, result, confirmation, fieldError, formError } = useScheduleRequest();
  const { patientId, setPatientId, date, setDate, notes, setNotes } = fields;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{AssessmentsCopy.title}</CardTitle>
      </CardHeader>
      <CardContent>
        <StyledStack as="form" onSubmit={(event: FormEvent) => void submit(event)}>
          <FormField label={AssessmentsCopy.patient} error={fieldError('patientId')}>
            <Select value={patientId} onChange={(e) => setPatientId(e.target.value)} required>
              <option value="">{AssessmentsCopy.choosePatient}</option>
              {patients.map((patient) => (
                <option key={patient.id} value={patient.id}>
                  {patient.name}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label={AssessmentsCopy.date} error={fieldError('date')}>
            <Input type="date" min={localToday()} value={date} onChange={(e) => setDate(e.target.value)} required />
          </FormField>
          <FormField label={AssessmentsCopy.notes} error={fieldError('notes')}>
            <Input value={notes} onChange={(e) => setNotes(e.target.value)} />
          </FormField>
          <Button type="submit" disabled={!patientId || !date || result.isLoading}>
            {AssessmentsCopy.schedule}
          </Button>
          {result.isSuccess ? (
            <StyledMuted role="status" tabIndex={-1} ref={confirmation}>
              {AssessmentsCopy.scheduled}
            </StyledMuted>
          ) : null}
          {formError ? <StyledMuted role="alert">{formError}</StyledMuted> : null}
        </StyledStack>
        <h3>{AssessmentsCopy.list}</h3>
        <RequestedAssessments />
      </CardContent>
    </Card>
  );
}
