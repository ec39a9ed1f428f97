import type { JournalEntry } from '@anchor/contracts';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@anchor/ui';
import styled from 'styled-components';
import { JournalCopy } from './copy';

const StyledText = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export interface JournalEntryCardProps {
  entry: JournalEntry;
  title: string;
  onDelete: (entry: JournalEntry) => void;
}

const whenWritten = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The exercise's title is the card's heading, so the text's own first line (the same title) is left out. */
function bodyOf(entry: JournalEntry, title: string): string {
  const prefix = `${title}\n\n`;
  return entry.text.startsWith(prefix) ? entry.text.slice(prefix.length) : entry.text;
}

/** One saved entry: what was written, when, and a way to delete it. */
export function JournalEntryCard({ entry, title, onDelete }: JournalEntryCardProps) {
  const when = whenWritten(entry.createdAt);
  return (
    <Card as="article" aria-label={`${title}, ${when}`}>
      <CardHeader>
        <CardTitle as="h3">{title}</CardTitle>
        <CardDescription>
          <time dateTime={entry.createdAt}>{when}</time>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <StyledText>{bodyOf(entry, title)}</StyledText>
        <Button
          variant="ghost"
          size="sm"
          aria-label={JournalCopy.removeLabel(title, when)}
          onClick={() => onDelete(entry)}
        >
          {JournalCopy.remove}
        </Button>
      </CardContent>
    </Card>
  );
}
