import type { NotificationItem } from '@anchor/contracts';
import { Badge, VisuallyHidden } from '@anchor/ui';
import styled from 'styled-components';
import { NotificationsCopy } from './copy';
import { formatNotificationTime, notificationInstant } from './format-notification-time';

const StyledItemButton = styled.button<{ $unread: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  width: 100%;
  padding: ${({ theme }) => theme.spacing.md};
  border: ${({ theme }) => theme.borderWidth} solid ${({ theme }) => theme.colors.border};
  border-left-width: ${({ theme, $unread }) => ($unread ? theme.spacing.xs : theme.borderWidth)};
  border-left-color: ${({ theme, $unread }) => ($unread ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $unread }) => ($unread ? theme.colors.infoSurface : theme.colors.surface)};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const StyledTitleRow = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const StyledTitle = styled.span<{ $unread: boolean }>`
  font-weight: ${({ theme, $unread }) => ($unread ? theme.fontWeights.bold : theme.fontWeights.medium)};
`;

const StyledMessage = styled.span`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledTime = styled.time`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

export interface NotificationListItemProps {
  item: NotificationItem;
  onOpen: (item: NotificationItem) => void;
}

export function NotificationListItem({ item, onOpen }: NotificationListItemProps) {
  const unread = item.readAt === null;
  const instant = notificationInstant(item);
  return (
    <li>
      <StyledItemButton type="button" $unread={unread} onClick={() => onOpen(item)}>
        <StyledTitleRow>
          <StyledTitle $unread={unread}>
            {unread ? <VisuallyHidden>{`${NotificationsCopy.unreadMarker}: `}</VisuallyHidden> : null}
            {item.title}
          </StyledTitle>
          {item.status === 'failed' ? <Badge tone="danger">{NotificationsCopy.notDelivered}</Badge> : null}
        </StyledTitleRow>
        <StyledMessage>{item.message}</StyledMessage>
        <StyledTime dateTime={instant}>{formatNotificationTime(instant)}</StyledTime>
      </StyledItemButton>
    </li>
  );
}
