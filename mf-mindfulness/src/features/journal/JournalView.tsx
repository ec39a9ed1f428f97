import { describeApiError, useToast } from '@anchor/app-runtime';
import type { JournalEntry } from '@anchor/contracts';
import { Button, Dialog, Spinner, Stack } from '@anchor/ui';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { JOURNAL_PAGE_SIZE, useDeleteJournalEntryMutation, useGetJournalQuery } from '../../api/mindfulness.api';
import { exerciseTitle } from '../exercises/exercise-titles';
import { JournalCopy } from './copy';
import { JournalEntryCard } from './JournalEntryCard';

const StyledMuted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing.sm};
`;

interface JournalPageProps {
  before: number | undefined;
  isLast: boolean;
  onOlder: (before: number) => void;
  onDelete: (entry: JournalEntry) => void;
}

/** One page of entries; the last page offers the next one when it came back full. */
function JournalPage({ before, isLast, onOlder, onDelete }: JournalPageProps) {
  const { data, error, isLoading, refetch } = useGetJournalQuery({ before });
  if (isLoading) return <Spinner />;
  if (error) {
    return (
      <div role="alert">
        <p>{JournalCopy.loadFailed(describeApiError(error))}</p>
        <Button variant="secondary" onClick={() => void refetch()}>
          {JournalCopy.retry}
        </Button>
      </div>
    );
  }
  const entries = data ?? [];
  if (before === undefined && entries.length === 0) return <StyledMuted>{JournalCopy.empty}</StyledMuted>;
  const oldest = entries.at(-1);
  return (
    <>
      {entries.map((entry) => (
        <JournalEntryCard key={entry.id} entry={entry} title={exerciseTitle(entry.subtype)} onDelete={onDelete} />
      ))}
      {isLast && oldest && entries.length === JOURNAL_PAGE_SIZE ? (
        <div>
          <Button variant="secondary" onClick={() => onOlder(oldest.id)}>
            {JournalCopy.older}
          </Button>
        </div>
      ) : null}
    </>
  );
}

function useDeleteEntry(close: () => void) {
  const [deleteEntry, { isLoading: deleting }] = useDeleteJournalEntryMutation();
  const toast = useToast();
  const confirm = async (entry: JournalEntry) => {
    try {
      await deleteEntry(entry.id).unwrap();
      toast({ title: JournalCopy.deletedTitle });
      close();
    } catch (failure) {
      toast({ title: JournalCopy.deleteFailedTitle, description: describeApiError(failure), variant: 'destructive' });
    }
  };
  return { confirm, deleting };
}

/** The person's journal: read past entries, newest first, and delete any of them for good. */
export function JournalView() {
  const headingId = useId();
  const [pages, setPages] = useState<(number | undefined)[]>([undefined]);
  const [pending, setPending] = useState<JournalEntry | null>(null);
  const { confirm, deleting } = useDeleteEntry(() => setPending(null));
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{JournalCopy.title}</h2>
      <StyledMuted>{JournalCopy.intro}</StyledMuted>
      <Stack gap="lg">
        {pages.map((before, index) => (
          <JournalPage
            key={before ?? 'newest'}
            before={before}
            isLast={index === pages.length - 1}
            onOlder={(next) => setPages((current) => [...current, next])}
            onDelete={setPending}
          />
        ))}
      </Stack>
      <Dialog
        open={pending !== null}
        onClose={() => setPending(null)}
        title={JournalCopy.confirmTitle}
        description={JournalCopy.confirmDescription}
        closeLabel={JournalCopy.keep}
      >
        <StyledActions>
          <Button variant="destructive" disabled={deleting} onClick={() => pending && void confirm(pending)}>
            {JournalCopy.confirmDelete}
          </Button>
        </StyledActions>
      </Dialog>
    </section>
  );
}
