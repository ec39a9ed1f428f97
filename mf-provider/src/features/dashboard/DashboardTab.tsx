import { pcl5PointsChange } from '@anchor/clinical';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, Spinner } from '@anchor/ui';
import { useProviderDashboardQuery } from '../../api/provider-portal.api';
import { DashboardCopy, PortalCopy } from '../portal/copy';
import { RequestsCard } from '../requests/RequestsCard';
import { StyledFigure, StyledGrid, StyledMuted, StyledPlainList, StyledStack } from '../shared/portal-styles';
import { AlertItem } from './AlertItem';

export interface DashboardTabProps {
  onViewDetails: (patientId: number) => void;
}

/** Figures computed on the server from what patients shared. */
export function DashboardTab({ onViewDetails }: DashboardTabProps) {
  const { data, isLoading, isError } = useProviderDashboardQuery();
  if (isLoading) return <Spinner />;
  if (isError || !data) return <StyledMuted role="alert">{PortalCopy.loadFailed}</StyledMuted>;
  const stats = [
    [DashboardCopy.totalPatients, String(data.totalPatients), DashboardCopy.newThisMonth(data.newThisMonth)],
    [DashboardCopy.highRiskAlerts, String(data.highRiskAlerts), DashboardCopy.attention],
    [
      DashboardCopy.avgChange,
      data.avgChangeSinceFirst === null ? '–' : pcl5PointsChange(data.avgChangeSinceFirst),
      DashboardCopy.changeFromLastMonth(data.changeFromLastMonth),
    ],
  ];
  return (
    <StyledStack>
      <RequestsCard />
      <StyledGrid>
        {stats.map(([title, figure, note]) => (
          <Card key={title} aria-label={title}>
            <CardHeader>
              <CardTitle>{title}</CardTitle>
            </CardHeader>
            <CardContent>
              <StyledFigure>{figure}</StyledFigure>
              <StyledMuted>{note}</StyledMuted>
            </CardContent>
          </Card>
        ))}
      </StyledGrid>
      <Card>
        <CardHeader>
          <CardTitle>{DashboardCopy.recentAlerts}</CardTitle>
          {data.totalPatients === 0 ? <CardDescription>{PortalCopy.empty}</CardDescription> : null}
        </CardHeader>
        <CardContent>
          {data.recentAlerts.length === 0 ? <StyledMuted>{DashboardCopy.noAlerts}</StyledMuted> : null}
          <StyledPlainList>
            {data.recentAlerts.map((alert) => (
              <AlertItem key={`${alert.kind}-${alert.id}`} alert={alert} onViewDetails={onViewDetails} />
            ))}
          </StyledPlainList>
        </CardContent>
      </Card>
    </StyledStack>
  );
}
