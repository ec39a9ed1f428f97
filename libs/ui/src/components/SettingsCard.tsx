import { useId, type ReactNode, type Ref } from 'react';
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
  /** Given when a link may open the panel at this card: the card then takes focus as a region named by its title. */
  focusRef?: Ref<HTMLElement>;
}

/** The frame every settings card shares: a titled card, a short description, then its controls in a column. */
export function SettingsCard({ title, description, children, focusRef }: SettingsCardProps) {
  const titleId = useId();
  return (
    <Card ref={focusRef} tabIndex={focusRef ? -1 : undefined} aria-labelledby={focusRef ? titleId : undefined}>
      <CardHeader>
        <CardTitle id={titleId}>{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <StyledSettingsCardBody>{children}</StyledSettingsCardBody>
    </Card>
  );
}
