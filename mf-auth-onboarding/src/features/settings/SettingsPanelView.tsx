import type { SettingsPanelProps } from '@anchor/contracts';
import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { AccessibilityCard } from './AccessibilityCard';
import { AccountSettingsCard } from './AccountSettingsCard';
import { AppConnectionsCard } from './AppConnectionsCard';
import { SettingsCopy } from './copy';
import { DataManagementCard } from './DataManagementCard';
import { MedicationsCard } from './medications/MedicationsCard';
import { PrivacyCard } from './privacy/PrivacyCard';
import { ProfileDetailsCard } from './profile/ProfileDetailsCard';
import { ProviderAccessCard } from './provider-access/ProviderAccessCard';
import { PushNotificationsCard } from './push/PushNotificationsCard';
import { SocialMediaCard } from './SocialMediaCard';
import { TwoStepSignInCard } from './two-step/TwoStepSignInCard';
import { useProviderSharingSync } from './useProviderSharingSync';
import { SubscriptionCard } from '../subscription/SubscriptionCard';
import { WearableCard } from './WearableCard';

const StyledPanel = styled.section`
  display: grid;
  /* A card scrolled to (an insight's Take Action) stops below the app's sticky header. */
  & > section {
    scroll-margin-top: 5rem;
  }
  gap: ${({ theme }) => theme.spacing.lg};
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: 1fr 1fr;
  }
`;

const StyledHeading = styled.h2`
  grid-column: 1 / -1;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

/** The six settings cards in their fixed order (profile and medications beside the account), then the rest. */
export function SettingsPanelView({ focusCard, focusRequest }: SettingsPanelProps) {
  const headingId = useId();
  const remindersRef = useRef<HTMLElement>(null);
  useProviderSharingSync();
  useEffect(() => {
    const card = focusCard === 'reminders' ? remindersRef.current : null;
    if (!card) return;
    // Scroll first, then focus without a second jump: the card's top lands at the top of the view.
    card.scrollIntoView?.({ block: 'start' });
    card.focus({ preventScroll: true });
  }, [focusCard, focusRequest]);
  return (
    <StyledPanel aria-labelledby={headingId}>
      <StyledHeading id={headingId}>{SettingsCopy.title}</StyledHeading>
      <SocialMediaCard />
      <PushNotificationsCard focusRef={remindersRef} />
      <AccountSettingsCard />
      <ProfileDetailsCard />
      <MedicationsCard />
      <AppConnectionsCard />
      <WearableCard />
      <DataManagementCard />
      <AccessibilityCard />
      <SubscriptionCard />
      <PrivacyCard />
      <ProviderAccessCard />
      <TwoStepSignInCard />
    </StyledPanel>
  );
}
