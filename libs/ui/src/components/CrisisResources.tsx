import {
  CRISIS_LINES,
  NOT_FOR_EMERGENCIES_NOTICE,
  crisisLinkName,
  opensWebPage,
  type CrisisLine,
} from '@anchor/clinical';
import styled from 'styled-components';

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledItem = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.md};
  border: ${({ theme }) => theme.borderWidth} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

/** One way of reaching the service: what it is, and its link. */
const StyledWay = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const StyledName = styled.strong`
  display: block;
`;

const StyledDescription = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledAction = styled.a<{ $calm: boolean }>`
  flex-shrink: 0;
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.lg}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $calm }) => ($calm ? theme.colors.primary : theme.colors.danger)};
  color: ${({ theme, $calm }) => ($calm ? theme.colors.onPrimary : theme.colors.onDanger)};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
`;

const StyledNotice = styled.p`
  margin: ${({ theme }) => `${theme.spacing.lg} 0 0`};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export interface CrisisResourcesProps {
  /** 'calm' draws the links in the primary colour, for a gentle offer of support rather than an alarm. */
  tone?: 'calm' | 'urgent';
  /** The lines to show, in order: every line unless a screen already offers some of them. */
  lines?: readonly CrisisLine[];
}

/** One line's link: tel: and sms: hand off to the phone; a chat or page opens in a new tab and says so. */
export function CrisisLineLink({ line, calm = false }: { line: CrisisLine; calm?: boolean }) {
  const web = opensWebPage(line);
  return (
    <StyledAction
      $calm={calm}
      href={line.href}
      aria-label={crisisLinkName(line)}
      {...(web ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {line.actionLabel}
    </StyledAction>
  );
}

/** Neighbouring lines of one service (call, text, chat) share one card under its name. */
function groupByService(lines: readonly CrisisLine[]): CrisisLine[][] {
  const groups: CrisisLine[][] = [];
  for (const line of lines) {
    const last = groups[groups.length - 1];
    if (last && last[0].name === line.name) last.push(line);
    else groups.push([line]);
  }
  return groups;
}

/** The crisis lines as tap-to-call / tap-to-text links, one card per service. */
export function CrisisResources({ tone = 'urgent', lines = CRISIS_LINES }: CrisisResourcesProps) {
  return (
    <div>
      <StyledList>
        {groupByService(lines).map((ways) => (
          <StyledItem key={ways[0].name}>
            <StyledName>{ways[0].name}</StyledName>
            {ways.map((line) => (
              <StyledWay key={line.href + line.actionLabel}>
                <StyledDescription>{line.description}</StyledDescription>
                <CrisisLineLink line={line} calm={tone === 'calm'} />
              </StyledWay>
            ))}
          </StyledItem>
        ))}
      </StyledList>
      <StyledNotice>{NOT_FOR_EMERGENCIES_NOTICE}</StyledNotice>
    </div>
  );
}
