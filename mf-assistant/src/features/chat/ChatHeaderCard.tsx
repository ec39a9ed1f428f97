import styled from 'styled-components';
import { Badge, Card, CardDescription, CardHeader, CardTitle } from '@anchor/ui';
import { ChatCopy } from './copy';

const StyledTitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
`;

export function ChatHeaderCard() {
  return (
    <Card>
      <CardHeader>
        <StyledTitleRow>
          <CardTitle>{ChatCopy.title}</CardTitle>
          <Badge tone="success">{ChatCopy.online}</Badge>
        </StyledTitleRow>
        <CardDescription>{ChatCopy.secure}</CardDescription>
      </CardHeader>
    </Card>
  );
}
