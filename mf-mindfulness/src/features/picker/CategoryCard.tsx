import styled from 'styled-components';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@anchor/ui';

const StyledBody = styled(CardContent)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const StyledProgress = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface CategoryCardProps {
  title: string;
  description: string;
  action: string;
  /** 'X/Y sessions completed this month', once counts and recommendations have loaded. */
  progress: string | null;
  onSelect: () => void;
}

/** One practice category with its monthly progress. */
export function CategoryCard({ title, description, action, progress, onSelect }: CategoryCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <StyledBody>
        {progress ? <StyledProgress>{progress}</StyledProgress> : null}
        <Button onClick={onSelect}>{action}</Button>
      </StyledBody>
    </Card>
  );
}
