import { describeApiError, useToast } from '@anchor/app-runtime';
import { STREAK_GRACE_DAYS, type PracticeStreak, type UpdatePracticeStreak } from '@anchor/contracts';
import { Card, CardContent, CardHeader, CardTitle, FormField, Select, Switch } from '@anchor/ui';
import styled from 'styled-components';
import { useGetPracticeStreakQuery, useUpdatePracticeStreakMutation } from '../../api/mindfulness.api';
import { StreakCopy } from './copy';

const StyledCard = styled(Card)`
  margin-top: ${({ theme }) => theme.spacing.xl};
`;

const StyledBody = styled(CardContent)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
`;

const StyledFigure = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StyledMuted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledGrace = styled.div`
  max-width: 16rem;
`;

const GRACE_CHOICES = Array.from(
  { length: STREAK_GRACE_DAYS.max - STREAK_GRACE_DAYS.min + 1 },
  (_, index) => STREAK_GRACE_DAYS.min + index,
);

function Figures({ figures }: { figures: NonNullable<PracticeStreak['figures']> }) {
  return (
    <div role="status">
      <StyledFigure>{figures.current > 0 ? StreakCopy.current(figures.current) : StreakCopy.fresh}</StyledFigure>
      {figures.practisedToday ? <StyledMuted>{StreakCopy.today}</StyledMuted> : null}
      {figures.longest > 0 ? <StyledMuted>{StreakCopy.longest(figures.longest)}</StyledMuted> : null}
    </div>
  );
}

/** The opt-in practice streak: off by default, with days off allowed and no guilt in its words. */
export function StreakCard() {
  const { data: streak } = useGetPracticeStreakQuery();
  const [update, { isLoading: saving }] = useUpdatePracticeStreakMutation();
  const toast = useToast();
  if (!streak) return null;
  const save = async (changes: Partial<UpdatePracticeStreak>) => {
    try {
      await update({ enabled: streak.enabled, graceDays: streak.graceDays, ...changes }).unwrap();
    } catch (failure) {
      toast({ title: StreakCopy.saveFailedTitle, description: describeApiError(failure), variant: 'destructive' });
    }
  };
  return (
    <StyledCard aria-label={StreakCopy.title}>
      <CardHeader>
        <CardTitle as="h3">{StreakCopy.title}</CardTitle>
      </CardHeader>
      <StyledBody>
        <Switch
          checked={streak.enabled}
          disabled={saving}
          label={StreakCopy.toggle}
          description={StreakCopy.toggleHint}
          onCheckedChange={(enabled) => void save({ enabled })}
        />
        {streak.enabled && streak.figures ? <Figures figures={streak.figures} /> : null}
        {streak.enabled ? (
          <StyledGrace>
            <FormField label={StreakCopy.graceLabel}>
              <Select
                value={streak.graceDays}
                disabled={saving}
                onChange={(event) => void save({ graceDays: Number(event.target.value) })}
              >
                {GRACE_CHOICES.map((days) => (
                  <option key={days} value={days}>
                    {StreakCopy.graceOption(days)}
                  </option>
                ))}
              </Select>
            </FormField>
            <StyledMuted>{StreakCopy.graceHint}</StyledMuted>
          </StyledGrace>
        ) : null}
      </StyledBody>
    </StyledCard>
  );
}
