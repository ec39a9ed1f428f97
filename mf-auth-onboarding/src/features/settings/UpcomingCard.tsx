import { useId } from 'react';
import { Button, Card, CardDescription, CardHeader, CardTitle } from '@anchor/ui';
import { SettingsCopy } from './copy';
import { StyledCardBody, StyledNote, StyledRow } from './settings-styles';

export interface UpcomingCardProps {
  title: string;
  description: string;
  /** The control the card will have, shown disabled so the user knows what is coming. */
  action: string;
}

/** A settings card whose feature ships in the next release: says what it will do, pretends nothing. */
export function UpcomingCard({ title, description, action }: UpcomingCardProps) {
  const noteId = useId();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <StyledCardBody>
        <StyledRow>
          <StyledNote id={noteId}>{SettingsCopy.comingSoon}</StyledNote>
          <Button variant="secondary" disabled aria-describedby={noteId}>
            {action}
          </Button>
        </StyledRow>
      </StyledCardBody>
    </Card>
  );
}
