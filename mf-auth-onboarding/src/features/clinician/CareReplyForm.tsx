import { describeApiError, useKeptText } from '@anchor/app-runtime';
import { CARE_MESSAGE_MAX, careReplySchema } from '@anchor/contracts';
import { Button, FormField, Stack, TextArea } from '@anchor/ui';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { useReplyToClinicianMutation } from '../../api/care-thread.api';
import { MyClinicianCopy } from './copy';

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface CareReplyFormProps {
  clinicianName: string;
}

/** The patient's reply: checked with the server's own rule; on failure the text stays in the box with a sentence. */
export function CareReplyForm({ clinicianName }: CareReplyFormProps) {
  // Unsent words survive leaving the page and a session that ended (page memory only, see useKeptText).
  const [text, setText] = useKeptText('care-reply');
  const [error, setError] = useState<string | undefined>();
  const [status, setStatus] = useState('');
  const [send, { isLoading }] = useReplyToClinicianMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus('');
    const parsed = careReplySchema.safeParse({ message: text });
    if (!parsed.success) {
      // The box caps the length, so an empty message is the one rule left to break here.
      setError(MyClinicianCopy.empty);
      return;
    }
    try {
      await send(parsed.data).unwrap();
      setText('');
      setError(undefined);
      setStatus(MyClinicianCopy.sent);
    } catch (failure) {
      setError(`${MyClinicianCopy.sendFailed} ${describeApiError(failure)}`);
    }
  };

  return (
    <Stack gap="sm" as="form" onSubmit={(event) => void submit(event)}>
      <FormField label={MyClinicianCopy.replyLabel(clinicianName)} error={error}>
        <TextArea
          rows={4}
          maxLength={CARE_MESSAGE_MAX}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </FormField>
      <StyledActions>
        <span>{MyClinicianCopy.counter(text.length)}</span>
        <Button type="submit" disabled={isLoading}>
          {MyClinicianCopy.send}
        </Button>
      </StyledActions>
      <p role="status">{status}</p>
    </Stack>
  );
}
