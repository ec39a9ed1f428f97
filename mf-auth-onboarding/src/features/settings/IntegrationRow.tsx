import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Badge, type BadgeTone, Button, Stack } from '@anchor/ui';
import { IntegrationsCopy } from './integrations-copy';
import { StyledRow, StyledRowText } from './settings-styles';
import type { IntegrationRowStatus } from './useIntegrations';

const STATUS_TONES: Record<IntegrationRowStatus, BadgeTone> = {
  connected: 'success',
  disconnected: 'neutral',
  pending: 'info',
};

/** The badge and the button stay together on the right (and wrap together under the name on a phone). */
const StyledActions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString([], { day: 'numeric', month: 'short', year: 'numeric' });

export interface IntegrationRowProps {
  name: string;
  status: IntegrationRowStatus;
  statusLabels: Record<IntegrationRowStatus, string>;
  /** false: the server has no OAuth client for it; the row says so and offers no button. null: not known yet. */
  setUp: boolean | null;
  /** When the server stored the connection (ISO time), for a connected row. */
  connectedAt: string | null;
  onConnect: () => void;
  onDisconnect: () => void;
  children?: ReactNode;
}

/** One service: what is true of it (connected since, its status, not set up) and the one action that fits. */
export function IntegrationRow(props: IntegrationRowProps) {
  const { name, status, statusLabels, setUp, connectedAt, onConnect, onDisconnect } = props;
  const connected = connectedAt !== null;
  // Not connected is said once, by the badge; the line keeps its height for "Connected on …".
  const detail = connected
    ? IntegrationsCopy.connectedOn(formatDate(connectedAt))
    : setUp === false
      ? IntegrationsCopy.notSetUp
      : '\u00a0';
  const action = connected ? IntegrationsCopy.disconnect : IntegrationsCopy.connect;
  return (
    <Stack gap="sm" as="section" aria-label={name}>
      <StyledRow>
        <StyledRowText>
          <h3>{name}</h3>
          <p>{detail}</p>
        </StyledRowText>
        {setUp || connected ? (
          <StyledActions>
            <Badge tone={STATUS_TONES[status]}>{statusLabels[status]}</Badge>
            <Button
              variant={connected ? 'secondary' : 'primary'}
              size="sm"
              disabled={status === 'pending'}
              aria-label={`${action} ${name}`}
              onClick={connected ? onDisconnect : onConnect}
            >
              {action}
            </Button>
          </StyledActions>
        ) : null}
      </StyledRow>
      {props.children}
    </Stack>
  );
}

/** A service the web cannot reach at all: the row says why, with no button. */
export function UnavailableRow({ name, why }: { name: string; why: string }) {
  return (
    <Stack gap="sm" as="section" aria-label={name}>
      <StyledRow>
        <StyledRowText>
          <h3>{name}</h3>
          <p>{why}</p>
        </StyledRowText>
        <Badge tone="neutral">{IntegrationsCopy.wearables.notOnTheWeb}</Badge>
      </StyledRow>
    </Stack>
  );
}
