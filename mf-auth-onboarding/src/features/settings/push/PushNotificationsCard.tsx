import { usePushSubscription } from '@anchor/app-runtime';
import { SettingsCard } from '@anchor/ui';
import { useId, useMemo, type Ref } from 'react';
import { StyledNote } from '../settings-styles';
import { PushCopy } from './copy';
import { IosPushHelp } from './IosPushHelp';
import { readIosPushSupport } from './ios-push-support';
import { PushStatus } from './PushStatus';
import { ReminderSettings } from './ReminderSettings';

/** The Push Notifications card: this browser's push, and the reminders the server sends. */
export function PushNotificationsCard({ focusRef }: { focusRef?: Ref<HTMLElement> }) {
  const push = usePushSubscription();
  const pushNoteId = useId();
  const ios = useMemo(readIosPushSupport, []);
  return (
    <SettingsCard title={PushCopy.title} description={PushCopy.description} focusRef={focusRef}>
      {ios === 'add-to-home-screen' || ios === 'too-old' ? (
        <IosPushHelp support={ios} noteId={pushNoteId} />
      ) : (
        <PushStatus push={push} noteId={pushNoteId} />
      )}
      <StyledNote>{PushCopy.inAppNote}</StyledNote>
      <ReminderSettings pushEnabled={push.state === 'subscribed'} pushNoteId={pushNoteId} />
    </SettingsCard>
  );
}
