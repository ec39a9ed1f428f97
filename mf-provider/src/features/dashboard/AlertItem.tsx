import { useState } from 'react';
import { Button, FormField, Input } from '@anchor/ui';
import type { ProviderAlert } from '@anchor/contracts';
import { useAcknowledgeAlertMutation, useMessagePatientMutation } from '../../api/provider-portal.api';
import { CallLink } from '../shared/CallLink';
import { CrisisBadge, ScreeningBadge } from '../shared/ScreeningBadge';
import { StyledFieldRow, StyledRow, StyledStack } from '../shared/portal-styles';
import { DashboardCopy } from '../portal/copy';

export interface AlertItemProps {
  alert: ProviderAlert;
  onViewDetails: (patientId: number) => void;
}

/** One open alert: who, why, and the provider's actions (message, details, acknowledge with a note). */
export function AlertItem({ alert, onViewDetails }: AlertItemProps) {
  const [note, setNote] = useState('');
  const [message, setMessage] = useState('');
  const [composing, setComposing] = useState(false);
  const [acknowledge, ack] = useAcknowledgeAlertMutation();
  const [send, sent] = useMessagePatientMutation();
  return (
    <li>
      <StyledStack>
        <StyledRow>
          <strong>{alert.patientName}</strong>
          {alert.kind === 'crisis' ? <CrisisBadge /> : <ScreeningBadge screening={alert.screening} />}
          <span>{alert.reason}</span>
        </StyledRow>
        <StyledRow>
          <CallLink name={alert.patientName} phone={alert.patientPhone} />
          <Button variant="secondary" onClick={() => setComposing(!composing)}>
            {DashboardCopy.message}
          </Button>
          <Button variant="secondary" onClick={() => onViewDetails(alert.patientId)}>
            {DashboardCopy.viewDetails}
          </Button>
        </StyledRow>
        {composing ? (
          <StyledFieldRow>
            <FormField label={DashboardCopy.messageLabel}>
              <Input value={message} onChange={(e) => setMessage(e.target.value)} />
            </FormField>
            <Button
              disabled={!message.trim() || sent.isLoading}
              onClick={() => void send({ id: alert.patientId, message })}
            >
              {DashboardCopy.send}
            </Button>
            {sent.isSuccess ? <span role="status">{DashboardCopy.sent}</span> : null}
          </StyledFieldRow>
        ) : null}
        <StyledFieldRow>
          <FormField label={DashboardCopy.note}>
            <Input value={note} onChange={(e) => setNote(e.target.value)} />
          </FormField>
          <Button
            disabled={!note.trim() || ack.isLoading}
            onClick={() => void acknowledge({ kind: alert.kind, id: alert.id, note })}
          >
            {DashboardCopy.acknowledge}
          </Button>
        </StyledFieldRow>
      </StyledStack>
    </li>
  );
}
