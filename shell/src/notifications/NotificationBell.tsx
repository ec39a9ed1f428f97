import { Button } from '@anchor/ui';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { NotificationsCopy } from './copy';
import { MoodCheckInDialog } from './MoodCheckInDialog';
import { useBellInvitationsQuery } from './invitations.api';
import { NotificationPanel } from './NotificationPanel';
import { useMoodCheckInRequest } from './useMoodCheckInRequest';
import { NOTIFICATIONS_POLL_MS, useNotificationFeed } from './useNotificationFeed';
import { useServiceWorkerLinks } from './useServiceWorkerLinks';

const StyledBellArea = styled.div`
  position: relative;

  /* On a phone the panel is placed against the sticky header (see NotificationPanel). */
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    position: static;
  }
`;

const StyledCount = styled.span`
  min-width: 1.5em;
  padding: 0 ${({ theme }) => theme.spacing.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.onDanger};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-align: center;
`;

function BellIcon() {
  return (
    <svg
      aria-hidden="true"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M18 8a6 6 0 1 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
      <path d="M13.7 21a2 2 0 0 1-3.4 0" />
    </svg>
  );
}

const bellLabel = (unread: number) =>
  unread > 0 ? `${NotificationsCopy.bell}, ${NotificationsCopy.unread(unread)}` : NotificationsCopy.bell;

/** The header's bell: unread count on the button, invitations then the list (newest first) in a panel below it. */
export function NotificationBell() {
  const { items, unreadCount: unreadNotifications, isLoading, isError } = useNotificationFeed();
  const invitations = useBellInvitationsQuery(undefined, { pollingInterval: NOTIFICATIONS_POLL_MS }).data ?? [];
  // An invitation waits for an answer: it counts as unread until accepted or declined.
  const unreadCount = unreadNotifications + invitations.length;
  const moodCheckIn = useMoodCheckInRequest();
  useServiceWorkerLinks();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const areaRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOnOutsideClick = (event: PointerEvent) => {
      if (!areaRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsideClick);
    return () => document.removeEventListener('pointerdown', closeOnOutsideClick);
  }, [open]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) close();
  };

  return (
    <StyledBellArea ref={areaRef} onKeyDown={onKeyDown}>
      <Button
        ref={buttonRef}
        variant="ghost"
        size="sm"
        aria-label={bellLabel(unreadCount)}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <BellIcon />
        {unreadCount > 0 ? <StyledCount aria-hidden="true">{unreadCount}</StyledCount> : null}
      </Button>
      {open ? (
        <NotificationPanel
          id={panelId}
          items={items}
          invitations={invitations}
          unreadCount={unreadNotifications}
          isLoading={isLoading}
          isError={isError}
          onClose={close}
          onOpenMoodCheckIn={moodCheckIn.open}
        />
      ) : null}
      {/* Portalled to <body>; only Escape reaches the bell's key handler, and the dialog stops it. */}
      <MoodCheckInDialog open={moodCheckIn.isOpen} onClose={moodCheckIn.close} />
    </StyledBellArea>
  );
}
