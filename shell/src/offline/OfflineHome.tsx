import { Badge, Card, CardContent, Stack } from '@anchor/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { ShellCopy } from '../copy';
import { OfflineHelp } from '../offline-help/OfflineHelp';
import { SafetyPlanSection } from '../safety-plan/SafetyPlanSection';
import { OfflineCopy } from './copy';

const StyledTitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;

const StyledMuted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * Home when the app opens without a connection (the service worker serves the shell; the API cannot answer):
 * the Offline badge, the crisis lines and the offline exercises ("I need help now"'s OfflineHelp), and the person's
 * safety plan from this device (when they keep a copy). Nothing here stores anything.
 */
export function OfflineHome() {
  const titleId = useId();
  return (
    <Stack gap="lg" as="section" aria-labelledby={titleId}>
      <StyledTitleRow>
        <h1 id={titleId}>{OfflineCopy.title}</h1>
        <Badge tone="warning">{ShellCopy.offline}</Badge>
      </StyledTitleRow>
      <StyledMuted>{OfflineCopy.intro}</StyledMuted>
      <OfflineHelp />
      <Card>
        <CardContent>
          <SafetyPlanSection />
        </CardContent>
      </Card>
      <StyledMuted>{OfflineCopy.reconnect}</StyledMuted>
    </Stack>
  );
}
