import { useState } from 'react';
import styled from 'styled-components';
import { Button, Select, SettingsCard, Spinner } from '@anchor/ui';
import { MAX_PAUSE_MONTHS, type SubscriptionState } from '@anchor/contracts';
import { StyledNote, StyledRow } from '../settings/settings-styles';
import { SubscriptionCardCopy as copy } from './copy';
import { useGetSubscriptionQuery } from '../../api/subscription.api';
import { useSubscriptionActions } from './useSubscriptionActions';

const StyledPauseRow = styled(StyledRow)`
  justify-content: flex-start;
  label {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  select {
    width: auto;
  }
`;

const MONTH_CHOICES = Array.from({ length: MAX_PAUSE_MONTHS }, (_, index) => index + 1);

const formatDate = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString() : '');

function periodNote(sub: SubscriptionState): string | null {
  if (sub.status === 'paused' && sub.pausedUntil) return copy.pausedUntil(formatDate(sub.pausedUntil));
  if (sub.cancelAtPeriodEnd && sub.endDate) return copy.accessUntil(formatDate(sub.endDate));
  return sub.endDate ? copy.endsOn(formatDate(sub.endDate)) : null;
}

/** The user's plan with cancel (at period end), pause (1 to 6 months) and resume. */
export function SubscriptionCard() {
  const { data: sub, isLoading } = useGetSubscriptionQuery();
  const { busy, cancel, pause, resume } = useSubscriptionActions();
  const [months, setMonths] = useState(1);
  const paid = sub && sub.plan;
  return (
    <SettingsCard title={copy.title} description={copy.description}>
      {isLoading ? <Spinner /> : null}
      {sub && !paid ? <StyledNote>{copy.freePlan}</StyledNote> : null}
      {sub && paid ? (
        <>
          <p>{copy.planLine(sub.plan?.name ?? '', copy.statuses[sub.status])}</p>
          {periodNote(sub) ? <StyledNote>{periodNote(sub)}</StyledNote> : null}
          {sub.status === 'active' ? (
            <StyledPauseRow>
              <label htmlFor="subscription-pause-months">{copy.pauseMonths}</label>
              <Select
                id="subscription-pause-months"
                value={months}
                onChange={(event) => setMonths(Number(event.target.value))}
              >
                {MONTH_CHOICES.map((n) => (
                  <option key={n} value={n}>
                    {copy.months(n)}
                  </option>
                ))}
              </Select>
              <Button variant="secondary" size="sm" disabled={busy} onClick={() => void pause(months)}>
                {copy.pause}
              </Button>
            </StyledPauseRow>
          ) : null}
          <StyledRow>
            {(sub.status === 'active' || sub.status === 'trialing') && !sub.cancelAtPeriodEnd ? (
              <Button variant="destructive" size="sm" disabled={busy} onClick={() => void cancel()}>
                {copy.cancel}
              </Button>
            ) : null}
            {sub.status === 'paused' || sub.status === 'cancelled' ? (
              <Button size="sm" disabled={busy} onClick={() => void resume()}>
                {copy.resume}
              </Button>
            ) : null}
          </StyledRow>
        </>
      ) : null}
    </SettingsCard>
  );
}
