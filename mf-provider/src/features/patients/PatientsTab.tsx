import { useState } from 'react';
import { Button, Card, CardContent, CardHeader, CardTitle, Input, Spinner } from '@anchor/ui';
import { useInvitePatientMutation, useProviderPatientsQuery } from '../../api/provider-portal.api';
import { PatientsCopy, PortalCopy } from '../portal/copy';
import { RiskBadge } from '../shared/RiskBadge';
import { StyledGrid, StyledMuted, StyledProgress, StyledRow, StyledStack } from '../shared/portal-styles';
import { PatientDetail } from './PatientDetail';

export interface PatientsTabProps {
  selected: number | null;
  onSelect: (patientId: number | null) => void;
}

function AddPatient() {
  const [email, setEmail] = useState('');
  const [invite, result] = useInvitePatientMutation();
  return (
    <StyledRow>
      <Input
        aria-label={PatientsCopy.patientEmail}
        type="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <Button disabled={!email.trim() || result.isLoading} onClick={() => void invite({ email: email.trim() })}>
        {PatientsCopy.addPatient}
      </Button>
      {result.isSuccess ? <span role="status">{PatientsCopy.invited}</span> : null}
    </StyledRow>
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
      {data.length === 0 ? <StyledMuted>{PortalCopy.empty}</StyledMuted> : null}
      <StyledGrid>
        {data.map((patient) => (
          <Card key={patient.id}>
            <CardHeader>
              <CardTitle>
                <Button variant="secondary" onClick={() => onSelect(patient.id)} aria-label={patient.name}>
                  {patient.initials}
                </Button>{' '}
                {patient.name}
              </CardTitle>
            </CardHeader>
            <CardContent>
              <StyledStack>
                <StyledRow>
                  <span>
                    {PatientsCopy.pcl5} {patient.latestScore ?? PatientsCopy.never}
                  </span>
                  <RiskBadge level={patient.riskLevel} />
                </StyledRow>
                <label>
                  {PatientsCopy.progress} {patient.progress ?? 0}%
                  <StyledProgress max={100} value={patient.progress ?? 0} />
                </label>
                {patient.recentMoods ? (
                  <StyledMuted>
                    {PatientsCopy.moods}: {patient.recentMoods.join(', ')}
                  </StyledMuted>
                ) : null}
                <StyledMuted>
                  {PatientsCopy.lastSession}: {patient.lastSessionAt?.slice(0, 10) ?? PatientsCopy.never}
                </StyledMuted>
                <StyledMuted>{PatientsCopy.alerts(patient.alertCount)}</StyledMuted>
              </StyledStack>
            </CardContent>
          </Card>
        ))}
      </StyledGrid>
    </StyledStack>
  );
}
