import { useId } from 'react';
import styled from 'styled-components';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@anchor/ui';
import { MindfulnessCopy } from './copy';

const StyledBody = styled(CardContent)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const StyledNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface CategoryCardProps {
  title: string;
  description: string;
  action: string;
}

/** One practice. Its session view arrives with the exercises release, so the button says it is not ready. */
export function CategoryCard({ title, description, action }: CategoryCardProps) {
  const noteId = useId();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <StyledBody>
        <Button disabled aria-describedby={noteId}>
          {action}
        </Button>
        <StyledNote id={noteId}>{MindfulnessCopy.notYet}</StyledNote>
      </StyledBody>
    </Card>
  );
}
