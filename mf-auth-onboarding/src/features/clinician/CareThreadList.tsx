import type { CareMessageView } from '@anchor/contracts';
import { MessageThread } from '@anchor/ui';
import { MyClinicianCopy } from './copy';
import { formatCareMoment } from './format-care-date';

export interface CareThreadListProps {
  messages: CareMessageView[];
  clinicianName: string;
}

/** Oldest first, newest at the bottom; the clinician's messages unread before this visit carry a marker. */
export function CareThreadList({ messages, clinicianName }: CareThreadListProps) {
  if (messages.length === 0) return <p>{MyClinicianCopy.noMessages}</p>;
  return (
    <MessageThread
      unreadLabel={MyClinicianCopy.unread}
      formatMoment={formatCareMoment}
      messages={messages.map((message) => {
        const mine = message.author === 'patient';
        return {
          id: message.id,
          author: mine ? MyClinicianCopy.fromYou : clinicianName,
          mine,
          at: message.createdAt,
          unread: !mine && message.readAt === null,
          body: message.body,
        };
      })}
    />
  );
}
