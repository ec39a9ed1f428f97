import { useMarkAllNotificationsReadMutation, useMarkNotificationReadMutation } from '@anchor/app-runtime';
import type { NotificationItem, PatientInvitationView } from '@anchor/contracts';
import { Button, Spinner } from '@anchor/ui';
import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { NotificationsCopy } from './copy';
import { isMoodCheck } from './mood-check-in-request';
import { notificationLink } from './notification-link';
import { InvitationListItem } from './InvitationListItem';
import { NotificationListItem } from './NotificationListItem';

const StyledPanel = styled.section`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.spacing.sm});
  right: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  width: min(24rem, calc(100vw - ${({ theme }) => theme.spacing.xxl}));
  max-height: 70vh;
  overflow-y: auto;
  padding: ${({ theme }) => theme.spacing.lg};
  border: ${({ theme }) => theme.borderWidth} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};

  /* On a phone the bell is not at the header's right edge: the panel spans the sticky header instead. */
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    left: ${({ theme }) => theme.spacing.sm};
    right: ${({ theme }) => theme.spacing.sm};
    width: auto;
  }
`;

const StyledPanelHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-bottom: ${({ theme }) => theme.spacing.md};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface NotificationPanelProps {
  id: string;
  items: NotificationItem[];
  /** A clinician's invitations waiting for an answer, above the notifications. */
  invitations: PatientInvitationView[];
  unreadCount: number;
  isLoading: boolean;
  isError: boolean;
  onClose: () => void;
  /** A daily mood check opens the check-in instead of only being marked read. */
  onOpenMoodCheckIn: () => void;
}

export function NotificationPanel({
  id,
  items,
  invitations,
  unreadCount,
  isLoading,
  isError,
  onClose,
  onOpenMoodCheckIn,
}: NotificationPanelProps) {
  const headingId = useId();
  const [markRead] = useMarkNotificationReadMutation();
  const [markAllRead, { isLoading: markingAll }] = useMarkAllNotificationsReadMutation();

  const navigate = useNavigate();

  /** Opening marks it read; a mood check opens the check-in, a notification with a screen opens that screen. */
  const open = (item: NotificationItem) => {
    if (item.readAt === null) void markRead(item.id);
    const link = notificationLink(item.data);
    if (isMoodCheck(item.data)) {
      onClose();
      onOpenMoodCheckIn();
    } else if (link) {
      onClose();
      void navigate(link);
    }
  };

  return (
    <StyledPanel id={id} aria-labelledby={headingId}>
      <StyledPanelHeader>
        <h2 id={headingId}>{NotificationsCopy.panelTitle}</h2>
        <Button variant="ghost" size="sm" disabled={unreadCount === 0 || markingAll} onClick={() => void markAllRead()}>
          {NotificationsCopy.markAllRead}
        </Button>
      </StyledPanelHeader>
      {isLoading ? <Spinner /> : null}
      {isError && items.length === 0 ? <StyledNote role="alert">{NotificationsCopy.loadFailed}</StyledNote> : null}
      {!isLoading && !isError && items.length + invitations.length === 0 ? (
        <StyledNote>{NotificationsCopy.empty}</StyledNote>
      ) : null}
      <StyledList>
        {invitations.map((invitation) => (
          <InvitationListItem key={`invitation-${invitation.id}`} invitation={invitation} />
        ))}
        {items.map((item) => (
          <NotificationListItem key={item.id} item={item} onOpen={open} />
        ))}
      </StyledList>
    </StyledPanel>
  );
}
