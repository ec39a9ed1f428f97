import { describeApiError } from '@anchor/app-runtime';
import type { CareMessageView } from '@anchor/contracts';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  FormField,
  Spinner,
  Textarea,
} from '@anchor/ui';
import { type FormEvent, useEffect, useState } from 'react';
import styled from 'styled-components';
import {
  useMarkPatientThreadReadMutation,
  usePatientThreadQuery,
  useSendThreadMessageMutation,
} from '../../api/care-thread.api';
import { StyledMuted, StyledStack } from '../shared/portal-styles';
import { ThreadCopy } from './thread-copy';

/** The server's limit on a provider's message. */
const MESSAGE_MAX = 500;

const StyledList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
    border: ${({ theme }) => theme.borderWidth} solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  p {
    margin: ${({ theme }) => theme.spacing.xs} 0 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

const formatMoment = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function ThreadMessage({ message, patientName }: { message: CareMessageView; patientName: string }) {
  const fromPatient = message.author === 'patient';
  return (
    <li>
      <StyledMuted>
        <strong>{fromPatient ? patientName : ThreadCopy.you}</strong> ·{' '}
        <time dateTime={message.createdAt}>{formatMoment(message.createdAt)}</time>{' '}
        {fromPatient && message.readAt === null ? <Badge tone="info">{ThreadCopy.unread}</Badge> : null}
      </StyledMuted>
      <p>{message.body}</p>
    </li>
  );
}

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
          <Textarea rows={3} maxLength={MESSAGE_MAX} value={text} onChange={(event) => setText(event.target.value)} />
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
            <StyledList>
              {data.messages.map((message) => (
                <ThreadMessage key={message.id} message={message} patientName={patientName} />
              ))}
            </StyledList>
          ) : null}
          <ThreadMessageForm patientId={patientId} />
        </StyledStack>
      </CardContent>
    </Card>
  );
}
