import { type FormEvent, useState } from 'react';
import { Badge, Button, Card, CardContent, CardHeader, CardTitle, FormField, Input, Select } from '@anchor/ui';
import {
  useProviderPatientsQuery,
  useScheduleAssessmentMutation,
  useScheduledAssessmentsQuery,
} from '../../api/provider-portal.api';
import { AssessmentsCopy } from '../portal/copy';
import { StyledMuted, StyledStack } from '../shared/portal-styles';

/** A PCL-5 request reaches the patient as a reminder on the chosen date; it shows pending until shared. */
export function AssessmentsTab() {
  const { data: patients = [] } = useProviderPatientsQuery();
  const { data: scheduled = [] } = useScheduledAssessmentsQuery();
  const [schedule, result] = useScheduleAssessmentMutation();
  const [patientId, setPatientId] = useState('');
  const [date, setDate] = useState('');
  const [notes, setNotes] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void schedule({ patientId: Number(patientId), date, notes: notes || null });
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>{AssessmentsCopy.title}</CardTitle>
      </CardHeader>
      <CardContent>
        <StyledStack as="form" onSubmit={submit}>
          <FormField label={AssessmentsCopy.patient}>
            <Select value={patientId} onChange={(e) => setPatientId(e.target.value)} required>
              <option value="">{AssessmentsCopy.choosePatient}</option>
              {patients.map((patient) => (
                <option key={patient.id} value={patient.id}>
                  {patient.name}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label={AssessmentsCopy.date}>
            <Input type="date" value={date} onChange={(e) => setDate(e.target.value)} required />
          </FormField>
          <FormField label={AssessmentsCopy.notes}>
            <Input value={notes} onChange={(e) => setNotes(e.target.value)} />
          </FormField>
          <Button type="submit" disabled={!patientId || !date || result.isLoading}>
            {AssessmentsCopy.schedule}
          </Button>
          {result.isSuccess ? <StyledMuted role="status">{AssessmentsCopy.scheduled}</StyledMuted> : null}
        </StyledStack>
        <h3>{AssessmentsCopy.list}</h3>
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
      </CardContent>
    </Card>
  );
}
