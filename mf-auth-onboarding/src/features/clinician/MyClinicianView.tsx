import type { CareRequestView } from '@anchor/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, Spinner } from '@anchor/ui';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useMarkClinicianMessagesReadMutation, useMyClinicianQuery } from '../../api/care-thread.api';
import { CareReplyForm } from './CareReplyForm';
import { CareThreadList } from './CareThreadList';
import { MyClinicianCopy } from './copy';
import { formatCareDay } from './format-care-date';

const StyledPage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.lg};
  max-width: 48rem;
  margin: 0 auto;
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
  p {
    margin: 0;
  }
`;

const StyledNote = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledRequests = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.spacing.xs};
  }
`;

function RequestsCard({ requests }: { requests: CareRequestView[] }) {
  if (requests.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{MyClinicianCopy.requestsTitle}</CardTitle>
      </CardHeader>
      <CardContent>
        <StyledRequests>
          {requests.map((request) => (
            <li key={request.id}>
              <p>{MyClinicianCopy.request(formatCareDay(request.dueDate))}</p>
              {request.notes ? <p>{MyClinicianCopy.requestNote(request.notes)}</p> : null}
              <Link to="/assessment">{MyClinicianCopy.takeAssessment}</Link>
            </li>
          ))}
        </StyledRequests>
      </CardContent>
    </Card>
  );
}

/** My clinician: the clinician's name, their requests, the thread (newest at the bottom) and the reply box. */
export function MyClinicianView() {
  const { data, isLoading, isError } = useMyClinicianQuery();
  const [markRead] = useMarkClinicianMessagesReadMutation();
  const unread = data?.messages.some((message) => message.author === 'provider' && message.readAt === null);

  useEffect(() => {
    if (unread) void markRead();
  }, [unread, markRead]);

  const name = data?.clinician?.name ?? '';
  return (
    <StyledPage>
      <h1>{MyClinicianCopy.title}</h1>
      {isLoading ? <Spinner /> : null}
      {isError ? <p role="alert">{MyClinicianCopy.loadFailed}</p> : null}
      {data && !data.clinician ? <p>{MyClinicianCopy.noClinician}</p> : null}
      {data?.clinician ? (
        <>
          <p>{MyClinicianCopy.intro(name)}</p>
          <RequestsCard requests={data.requests} />
          <Card>
            <CardHeader>
              <CardTitle>{MyClinicianCopy.threadTitle}</CardTitle>
              <CardDescription>{MyClinicianCopy.notUrgent}</CardDescription>
            </CardHeader>
            <CardContent>
              <CareThreadList messages={data.messages} clinicianName={name} />
            </CardContent>
          </Card>
          {data.open ? (
            <CareReplyForm clinicianName={name} />
          ) : (
            <StyledNote role="note">{MyClinicianCopy.closed(name)}</StyledNote>
          )}
        </>
      ) : null}
    </StyledPage>
  );
}
