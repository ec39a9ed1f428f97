import { PCL5_CHANGE_SOURCE, pcl5PointsChangeLabel } from '@anchor/clinical';
import type { ProviderPatientCard } from '@anchor/contracts';
import { Button, Card, CardContent, CardHeader, CardTitle } from '@anchor/ui';
import { PatientsCopy } from '../portal/copy';
import { ScreeningBadge } from '../shared/ScreeningBadge';
import { StyledMuted, StyledRow, StyledStack } from '../shared/portal-styles';

/**
 * Mood, practice and crisis summaries: present only while the patient shares them with this provider. "Recent
 * moods" are the patient's own check-ins; moods the assistant noticed in chat have their own labelled line.
 */
export function WellnessLines({ patient }: { patient: ProviderPatientCard }) {
  const { recentMoods, noticedMoods, wellness } = patient;
  if (!recentMoods && !wellness) return <StyledMuted>{PatientsCopy.wellnessNotShared}</StyledMuted>;
  return (
    <>
      {recentMoods ? (
        <StyledMuted>
          {PatientsCopy.moods}: {recentMoods.length > 0 ? recentMoods.join(', ') : PatientsCopy.never}
        </StyledMuted>
      ) : null}
      {noticedMoods && noticedMoods.length > 0 ? (
        <StyledMuted>
          {PatientsCopy.noticedMoods}:{' '}
          {noticedMoods.map((noticed) => PatientsCopy.noticedMood(noticed.mood, noticed.confidence)).join(', ')}
        </StyledMuted>
      ) : null}
      {wellness ? (
        <>
          <StyledMuted>
            {PatientsCopy.practice(
              wellness.practiceSessions,
              wellness.practiceMinutes,
              wellness.practiceUntimedSessions,
            )}
          </StyledMuted>
          <StyledMuted>
            {PatientsCopy.crisis(wellness.crisisEvents, wellness.lastCrisisAt?.slice(0, 10) ?? null)}
          </StyledMuted>
        </>
      ) : null}
    </>
  );
}

export interface PatientCardProps {
  patient: ProviderPatientCard;
  onSelect: (patientId: number) => void;
}

/**
 * The change in points between the first and the latest complete shared score, with its label; the label's source
 * is the line's tooltip. Partial assessments take no part in it.
 */
export function ChangeLine({ points }: { points: number | null }) {
  return (
    <span title={points === null ? undefined : PCL5_CHANGE_SOURCE}>
      {PatientsCopy.change}: {points === null ? PatientsCopy.noChange : pcl5PointsChangeLabel(points)}
    </span>
  );
}

/** One patient: initials (opens the detail), latest PCL-5 with its badge, change since the first, summaries, alerts. */
export function PatientCard({ patient, onSelect }: PatientCardProps) {
  return (
    <Card aria-label={patient.name}>
      <CardHeader>
        <CardTitle>
          {/* The name heard begins with the initials seen, so a voice command naming what is seen works. */}
          <Button
            variant="secondary"
            onClick={() => onSelect(patient.id)}
            aria-label={`${patient.initials} ${patient.name}`}
          >
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
            <ScreeningBadge screening={patient.screening} answeredCount={patient.latestAnsweredCount} />
          </StyledRow>
          <ChangeLine points={patient.changeSinceFirst} />
          <WellnessLines patient={patient} />
          <StyledMuted>
            {PatientsCopy.lastSession}: {patient.lastSessionAt?.slice(0, 10) ?? PatientsCopy.never}
          </StyledMuted>
          <StyledMuted>{PatientsCopy.alerts(patient.alertCount)}</StyledMuted>
        </StyledStack>
      </CardContent>
    </Card>
  );
}
