import { useState } from 'react';
import { Button, SettingsCard } from '@anchor/ui';
import { useGetCurrentUserQuery } from '@anchor/app-runtime';
import { SettingsCopy } from './copy';
import { EmailVerificationSection } from './EmailVerificationSection';
import { PasswordDialog } from './PasswordDialog';
import { ProfileEditDialog } from './ProfileEditDialog';
import { StyledRow, StyledRowText } from './settings-styles';
import { useSignOut } from './useSignOut';

const copy = SettingsCopy.account;

interface AccountRowProps {
  title: string;
  description: string;
  action: string;
  onAction: () => void;
  disabled?: boolean;
}

function AccountRow({ title, description, action, onAction, disabled }: AccountRowProps) {
  return (
    <StyledRow>
      <StyledRowText>
        <h3>{title}</h3>
        <p>{description}</p>
      </StyledRowText>
      <Button variant="secondary" size="sm" aria-label={`${action} ${title}`} disabled={disabled} onClick={onAction}>
        {action}
      </Button>
    </StyledRow>
  );
}

export function AccountSettingsCard() {
  const { signOut, isSigningOut } = useSignOut();
  const { data: user } = useGetCurrentUserQuery();
  const [dialog, setDialog] = useState<'profile' | 'security' | null>(null);
  const close = () => setDialog(null);
  return (
    <SettingsCard title={copy.title} description={copy.description}>
      <AccountRow
        title={copy.profileTitle}
        description={copy.profileDescription}
        action={copy.profileAction}
        onAction={() => setDialog('profile')}
        disabled={!user}
      />
      {user ? <EmailVerificationSection user={user} /> : null}
      <AccountRow
        title={copy.securityTitle}
        description={copy.securityDescription}
        action={copy.securityAction}
        onAction={() => setDialog('security')}
      />
      <Button variant="destructive" disabled={isSigningOut} onClick={signOut}>
        {isSigningOut ? copy.signingOut : copy.signOut}
      </Button>

      {dialog === 'profile' && user ? <ProfileEditDialog user={user} onClose={close} /> : null}
      {dialog === 'security' ? <PasswordDialog onClose={close} /> : null}
    </SettingsCard>
  );
}
