import { describeApiError } from '@anchor/app-runtime';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@anchor/ui';
import type { ProviderRequestView } from '@anchor/contracts';
import { useAnswerRequestMutation, useProviderRequestsQuery } from '../../api/provider-requests.api';
import { RequestsCopy } from '../portal/copy';
import { StyledMuted, StyledPlainList, StyledRow, StyledStack } from '../shared/portal-styles';

const dateOf = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

function RequestItem({ request }: { request: ProviderRequestView }) {
  const [answer, result] = useAnswerRequestMutation();
  const who = request.patientEmail ? `${request.patientName} (${request.patientEmail})` : request.patientName;
  return (
    <li aria-label={request.patientName}>
      <StyledStack>
        <StyledRow>
          <strong>{who}</strong>
          <StyledMuted as="span">{RequestsCopy.requested(dateOf(request.requestedAt))}</StyledMuted>
        </StyledRow>
        <StyledRow>
          <Button disabled={result.isLoading} onClick={() => void answer({ id: request.id, answer: 'accept' })}>
            {RequestsCopy.accept}
          </Button>
          <Button
            variant="secondary"
            disabled={result.isLoading}
            onClick={() => void answer({ id: request.id, answer: 'decline' })}
          >
            {RequestsCopy.decline}
          </Button>
        </StyledRow>
        {result.isError ? (
          <StyledMuted role="alert">{describeApiError(result.error, RequestsCopy.answerFailed)}</StyledMuted>
        ) : null}
      </StyledStack>
    </li>
  );
}

/**
 * Patients who named the provider's verified address and wait for an answer. Shown only while some wait: a
 * patient's data reaches the provider only after Accept, and Decline tells the patient so.
 */
export function RequestsCard() {
  const { data } = useProviderRequestsQuery();
  if (!data?.length) return null;
  return (
    <Card aria-label={RequestsCopy.title}>
      <CardHeader>
        <CardTitle>{RequestsCopy.title}</CardTitle>
        <CardDescription>{RequestsCopy.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <StyledPlainList>
          {data.map((request) => (
            <RequestItem key={request.id} request={request} />
          ))}
        </StyledPlainList>
      </CardContent>
    </Card>
  );
}
