import styled, { keyframes } from 'styled-components';
import { Card, CardContent, CardHeader } from './Card';
import { VisuallyHidden } from './VisuallyHidden';

export const LOADING_LABEL = 'Loading…';

const spin = keyframes`to { transform: rotate(360deg); }`;
const pulse = keyframes`50% { opacity: 0.5; }`;

const StyledSpinner = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: 3px solid ${({ theme }) => theme.colors.skeleton};
  border-top-color: ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.pill};
  animation: ${spin} 0.8s linear infinite;
`;

export interface SpinnerProps {
  size?: number;
  label?: string;
}

export function Spinner({ size = 24, label = LOADING_LABEL }: SpinnerProps) {
  return (
    <span role="status">
      <StyledSpinner $size={size} aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}

const StyledFullPage = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 60vh;
`;

export function FullPageSpinner() {
  return (
    <StyledFullPage>
      <Spinner size={40} />
    </StyledFullPage>
  );
}

const StyledBar = styled.div<{ $width: string; $height?: string }>`
  width: ${({ $width }) => $width};
  height: ${({ $height }) => $height ?? '14px'};
  margin-bottom: ${({ theme }) => theme.spacing.sm};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.skeleton};
  animation: ${pulse} 1.5s ease-in-out infinite;
`;

export function CardSkeleton() {
  return (
    <Card role="status" aria-busy="true">
      <VisuallyHidden>{LOADING_LABEL}</VisuallyHidden>
      <CardHeader aria-hidden="true">
        <StyledBar $width="40%" $height="22px" />
        <StyledBar $width="65%" />
      </CardHeader>
      <CardContent aria-hidden="true">
        <StyledBar $width="100%" />
        <StyledBar $width="90%" />
        <StyledBar $width="75%" />
      </CardContent>
    </Card>
  );
}

const StyledDashboardGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.spacing.lg};
`;

const StyledStatCard = styled(Card)`
  padding: ${({ theme }) => theme.spacing.xl};
`;

const StyledChartCard = styled(StyledStatCard)`
  margin-top: ${({ theme }) => theme.spacing.lg};
`;

export function DashboardSkeleton() {
  return (
    <div role="status" aria-busy="true">
      <VisuallyHidden>{LOADING_LABEL}</VisuallyHidden>
      <StyledDashboardGrid aria-hidden="true">
        {[0, 1, 2].map((index) => (
          <StyledStatCard key={index}>
            <StyledBar $width="50%" />
            <StyledBar $width="30%" $height="28px" />
          </StyledStatCard>
        ))}
      </StyledDashboardGrid>
      <StyledChartCard aria-hidden="true">
        <StyledBar $width="35%" $height="20px" />
        <StyledBar $width="100%" $height="160px" />
      </StyledChartCard>
    </div>
  );
}
