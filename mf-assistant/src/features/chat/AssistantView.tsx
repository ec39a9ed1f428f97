import { useState } from 'react';
import styled from 'styled-components';
import { ChatComposer } from './ChatComposer';
import { ChatHeaderCard } from './ChatHeaderCard';
import { ChatCopy } from './copy';
import { MessageList } from './MessageList';
import { QuickQuestionsCard } from './QuickQuestionsCard';

const StyledView = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.lg};
`;

const StyledFooter = styled.p`
  margin: 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The Anchor Assistant tab's frame. */
export function AssistantView() {
  const [text, setText] = useState('');
  return (
    <StyledView>
      <ChatHeaderCard />
      <QuickQuestionsCard onPick={setText} />
      <MessageList />
      <ChatComposer text={text} onTextChange={setText} />
      <StyledFooter>{ChatCopy.footer}</StyledFooter>
    </StyledView>
  );
}
