import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { HelpNowCopy } from './copy';
import { StyledMuted } from './exercise-styles';
import { OfflineHelp } from './OfflineHelp';

const StyledPage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.lg};
  max-width: 48rem;
  margin: 0 auto;
  h1,
  p {
    margin: 0;
  }
  h1:focus {
    outline: none;
  }
`;

/** /help-now: public, no sign-in, no request; the same help the offline screen shows. */
export function HelpNowPage() {
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  return (
    <StyledPage>
      <h1 ref={title} tabIndex={-1}>
        {HelpNowCopy.title}
      </h1>
      <p>{HelpNowCopy.intro}</p>
      <StyledMuted>{HelpNowCopy.nothingSaved}</StyledMuted>
      <OfflineHelp />
      <Link to="/auth">{HelpNowCopy.signIn}</Link>
    </StyledPage>
  );
}
