import { useId } from 'react';
import { Button, Card, CardDescription, CardHeader, CardTitle } from '@anchor/ui';
import { SettingsCopy } from './copy';
import { StyledCardBody, StyledNote, StyledRow, StyledRowText } from './settings-styles';
import { useSignOut } from './useSignOut';

const copy = SettingsCopy.account;

interface UpcomingRowProps {
  title: string;
  description: string;
  action: string;
}

function UpcomingRow({ title, description, action }: UpcomingRowProps) {
  const noteId = useId();
  return (
    <StyledRow>
      <StyledRowText>
        <h3>{title}</h3>
        <p>{description}</p>
        <StyledNote id={noteId}>{SettingsCopy.comingSoon}</StyledNote>
      </StyledRowText>
      <Button variant="secondary" size="sm" disabled aria-describedby={noteId}>
        {action}
      </Button>
    </StyledRow>
  );
}

export function AccountSettingsCard() {
  const { signOut, isSigningOut } = useSignOut();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{copy.title}</CardTitle>
        <CardDescription>{copy.description}</CardDescription>
      </CardHeader>
      <StyledCardBody>
        <UpcomingRow title={copy.profileTitle} description={copy.profileDescription} action={copy.profileAction} />
        <UpcomingRow title={copy.securityTitle} description={copy.securityDescription} action={copy.securityAction} />
        <Button variant="destructive" disabled={isSigningOut} onClick={signOut}>
          {isSigningOut ? copy.signingOut : copy.signOut}
        </Button>
      </StyledCardBody>
    </Card>
  );
}
