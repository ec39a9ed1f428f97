import { usePushSubscription } from '@anchor/app-runtime';
import { Card, CardDescription, CardHeader, CardTitle } from '@anchor/ui';
import { useId } from 'react';
import { StyledCardBody, StyledNote } from '../settings-styles';
import { PushCopy } from './copy';
import { PushStatus } from './PushStatus';
import { ReminderSettings } from './ReminderSettings';

/** The spec's Push Notifications card: this browser's push, and the reminders the server sends. */
export function PushNotificationsCard() {
  const push = usePushSubscription();
  const pushNoteId = useId();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{PushCopy.title}</CardTitle>
        <CardDescription>{PushCopy.description}</CardDescription>
      </CardHeader>
      <StyledCardBody>
        <PushStatus push={push} noteId={pushNoteId} />
        <StyledNote>{PushCopy.inAppNote}</StyledNote>
        <ReminderSettings pushEnabled={push.state === 'subscribed'} pushNoteId={pushNoteId} />
      </StyledCardBody>
    </Card>
  );
}
