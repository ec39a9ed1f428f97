import { useState } from 'react';
import { describeApiError } from '@anchor/app-runtime';
import { Button, FormField, Input, Spinner } from '@anchor/ui';
import { useInvitePatientMutation, useProviderPatientsQuery } from '../../api/provider-portal.api';
import { PatientsCopy, PortalCopy } from '../portal/copy';
import { StyledFieldRow, StyledGrid, StyledMuted, StyledStack } from '../shared/portal-styles';
import { PatientCard } from './PatientCard';
import { PatientDetail } from './PatientDetail';
import { SentInvitations } from './SentInvitations';

export interface PatientsTabProps {
  selected: number | null;
  onSelect: (patientId: number | null) => void;
}

function AddPatient() {
  const [email, setEmail] = useState('');
  const [invite, result] = useInvitePatientMutation();
  return (
    <StyledFieldRow>
      <FormField label={PatientsCopy.patientEmail}>
        <Input type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      </FormField>
      <Button disabled={!email.trim() || result.isLoading} onClick={() => void invite({ email: email.trim() })}>
        {PatientsCopy.addPatient}
      </Button>
      {result.isSuccess ? <span role="status">{PatientsCopy.invited}</span> : null}
      {result.isError ? <StyledMuted role="alert">{describeApiError(result.error)}</StyledMuted> : null}
    </StyledFieldRow>
  );
}

/** A card per patient who assigned this provider; a click opens the detail. */
export function PatientsTab({ selected, onSelect }: PatientsTabProps) {
  const { data, isLoading, isError } = useProviderPatientsQuery();
  if (selected !== null) return <PatientDetail patientId={selected} onBack={() => onSelect(null)} />;
  if (isLoading) return <Spinner />;
  if (isError || !data) return <StyledMuted role="alert">{PortalCopy.loadFailed}</StyledMuted>;
  return (
    <StyledStack>
      <h2>{PatientsCopy.title}</h2>
      <AddPatient />
      <SentInvitations />
      {data.length === 0 ? <StyledMuted>{PortalCopy.empty}</StyledMuted> : null}
      <StyledGrid>
        {data.map((patient) => (
          <PatientCard key={patient.id} patient={patient} onSelect={onSelect} />
        ))}
      </StyledGrid>
    </StyledStack>
  );
}
