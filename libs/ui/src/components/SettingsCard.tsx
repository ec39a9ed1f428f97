import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './Card';

const StyledSettingsCardBody = styled(CardContent)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.lg};
`;

export interface SettingsCardProps {
  title: ReactNode;
  description?: ReactNode;
  /** The card's controls, stacked with even spacing. */
  children: ReactNode;
}

/** The frame every settings card shares: a titled card, a short description, then its controls in a column. */
export function SettingsCard({ title, description, children }: SettingsCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <StyledSettingsCardBody>{children}</StyledSettingsCardBody>
    </Card>
  );
}
