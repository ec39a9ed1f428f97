import { useState } from 'react';
import styled from 'styled-components';
import { Button, Select, SettingsCard, Spinner } from '@anchor/ui';
import { MAX_PAUSE_MONTHS, PAUSE_MONTH_DAYS, type SubscriptionState } from '@anchor/contracts';
import { ConfirmDialog } from '../settings/ConfirmDialog';
import { StyledNote, StyledRow } from '../settings/settings-styles';
import { SubscriptionCardCopy as copy, SubscriptionCopy } from './copy';
import { useGetSubscriptionQuery } from '../../api/subscription.api';
import { StartPlanLater } from './StartPlanLater';
import { useCheckoutReturn } from './useCheckoutReturn';
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
const DAY_MS = 24 * 60 * 60 * 1000;

const formatDate = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString() : '');

/** The paid period is over (a failed renewal): a cancelled plan then ends at the worker's next pass, not later. */
const periodOver = (sub: SubscriptionState) => sub.endDate !== null && Date.parse(sub.endDate) <= Date.now();

function periodNote(sub: SubscriptionState): string | null {
  if (sub.status === 'paused' && sub.pausedUntil) return copy.pausedUntil(formatDate(sub.pausedUntil));
  if (sub.cancelAtPeriodEnd && periodOver(sub)) return copy.endedNoCharge;
  if (sub.cancelAtPeriodEnd && sub.endDate) return copy.accessUntil(formatDate(sub.endDate));
  if (periodOver(sub)) return copy.endedOn(formatDate(sub.endDate));
  return sub.endDate ? copy.endsOn(formatDate(sub.endDate)) : null;
}

/** What cancelling means for this plan, and when. */
function cancelDetail(sub: SubscriptionState): string {
  const end = formatDate(sub.endDate);
  if (sub.status === 'trialing') return copy.cancelConfirmTrial(end);
  if (sub.status === 'past_due') return copy.cancelConfirmPastDue(sub.plan?.name ?? '');
  return copy.cancelConfirmPaid(sub.plan?.name ?? '', end);
}

/** The server cancels a trial, a paid plan and one whose last payment failed (it then ends instead of retrying). */
const CANCELLABLE: SubscriptionState['status'][] = ['active', 'trialing', 'past_due'];

type Asking = 'cancel' | 'pause' | null;

/** Cancel and pause, each asked first in a dialog that says what happens and when; resume at once. */
function PaidPlanControls({ sub }: { sub: SubscriptionState }) {
  const { busy, cancel, pause, resume } = useSubscriptionActions();
  const [months, setMonths] = useState(1);
  const [asking, setAsking] = useState<Asking>(null);
  const resumesOn = new Date(Date.now() + months * PAUSE_MONTH_DAYS * DAY_MS).toISOString();
  const confirm = async () => {
    await (asking === 'cancel' ? cancel() : pause(months));
    setAsking(null);
  };
  return (
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
          <Button variant="secondary" size="sm" disabled={busy} onClick={() => setAsking('pause')}>
            {copy.pause}
          </Button>
        </StyledPauseRow>
      ) : null}
      <StyledRow>
        {CANCELLABLE.includes(sub.status) && !sub.cancelAtPeriodEnd ? (
          <Button variant="destructive" size="sm" disabled={busy} onClick={() => setAsking('cancel')}>
            {copy.cancel}
          </Button>
        ) : null}
        {sub.status === 'paused' || (sub.status === 'cancelled' && !periodOver(sub)) ? (
          <Button size="sm" disabled={busy} onClick={() => void resume()}>
            {copy.resume}
          </Button>
        ) : null}
      </StyledRow>
      {asking ? (
        <ConfirmDialog
          title={asking === 'cancel' ? copy.cancelConfirmTitle : copy.pauseConfirmTitle(copy.months(months))}
          description={asking === 'cancel' ? cancelDetail(sub) : copy.pauseConfirmDetail(formatDate(resumesOn))}
          confirmLabel={asking === 'cancel' ? copy.cancelConfirm : copy.pauseConfirm}
          cancelLabel={copy.keepPlan}
          destructive={asking === 'cancel'}
          busy={busy}
          onConfirm={() => void confirm()}
          onCancel={() => setAsking(null)}
        />
      ) : null}
    </>
  );
}

/** The free plan, with the plan chooser one tap away. */
function FreePlan({ sub }: { sub: SubscriptionState }) {
  const [choosing, setChoosing] = useState(false);
  if (choosing) return <StartPlanLater trialUsed={sub.trialUsed} onClose={() => setChoosing(false)} />;
  return (
    <>
      <StyledNote>{copy.freePlan}</StyledNote>
      <div>
        <Button size="sm" onClick={() => setChoosing(true)}>
          {copy.choosePlan}
        </Button>
      </div>
    </>
  );
}

/** The user's plan: start one later, cancel (at period end), pause (1 to 6 months), resume. */
export function SubscriptionCard() {
  const { data: sub, isLoading } = useGetSubscriptionQuery();
  const { confirming } = useCheckoutReturn();
  const free = sub && (!sub.plan || sub.status === 'expired');
  return (
    <SettingsCard title={copy.title} description={copy.description}>
      {isLoading ? <Spinner /> : null}
      {confirming ? <Spinner label={SubscriptionCopy.confirming} /> : null}
      {sub && free ? <FreePlan sub={sub} /> : null}
      {sub && !free ? <PaidPlanControls sub={sub} /> : null}
    </SettingsCard>
  );
}
