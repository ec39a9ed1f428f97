import { describeApiError } from '@anchor/app-runtime';
import { PATIENT_MESSAGE_MAX } from '@anchor/contracts';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  FormField,
  MessageThread,
  Spinner,
  TextArea,
} from '@anchor/ui';
import { type FormEvent, useEffect, useState } from 'react';
import {
  useMarkPatientThreadReadMutation,
  usePatientThreadQuery,
  useSendThreadMessageMutation,
} from '../../api/care-thread.api';
import { StyledMuted, StyledStack } from '../shared/portal-styles';
import { ThreadCopy } from './thread-copy';

const formatMoment = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function ThreadMessageForm({ patientId }: { patientId: number }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [send, sent] = useSendThreadMessageMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await send({ id: patientId, message: text }).unwrap();
      setText('');
      setError(undefined);
    } catch (failure) {
      setError(`${ThreadCopy.sendFailed} ${describeApiError(failure)}`);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)}>
      <StyledStack>
        <FormField label={ThreadCopy.messageLabel} error={error}>
          <TextArea
            rows={3}
            maxLength={PATIENT_MESSAGE_MAX}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </FormField>
        <div>
          <Button type="submit" disabled={!text.trim() || sent.isLoading}>
            {ThreadCopy.send}
          </Button>
        </div>
        {sent.isSuccess && !error ? <span role="status">{ThreadCopy.sent}</span> : null}
      </StyledStack>
    </form>
  );
}

export interface PatientThreadProps {
  patientId: number;
  patientName: string;
}

/** The care thread with one patient, oldest first; replies the provider had not read yet are marked. */
export function PatientThread({ patientId, patientName }: PatientThreadProps) {
  const { data, isLoading, isError } = usePatientThreadQuery(patientId);
  const [markRead] = useMarkPatientThreadReadMutation();
  const unread = data?.messages.some((message) => message.author === 'patient' && message.readAt === null);
  useEffect(() => {
    if (unread) void markRead(patientId);
  }, [unread, markRead, patientId]);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">{ThreadCopy.title}</CardTitle>
        <CardDescription>{ThreadCopy.description(patientName)}</CardDescription>
      </CardHeader>
      <CardContent>
        <StyledStack>
          {isLoading ? <Spinner /> : null}
          {isError ? <StyledMuted role="alert">{ThreadCopy.loadFailed}</StyledMuted> : null}
          {data && data.messages.length === 0 ? <StyledMuted>{ThreadCopy.empty}</StyledMuted> : null}
          {data && data.messages.length > 0 ? (
            <MessageThread
              unreadLabel={ThreadCopy.unread}
              formatMoment={formatMoment}
              messages={data.messages.map((message) => {
                const fromPatient = message.author === 'patient';
                return {
                  id: message.id,
                  author: fromPatient ? patientName : ThreadCopy.you,
                  mine: !fromPatient,
                  at: message.createdAt,
                  unread: fromPatient && message.readAt === null,
                  body: message.body,
                };
              })}
            />
          ) : null}
          <ThreadMessageForm patientId={patientId} />
        </StyledStack>
      </CardContent>
    </Card>
  );
}
