import type { ShareScope } from '@anchor/contracts';
import styled from 'styled-components';
import { SharingCopy } from '../../copy';

const OPTIONS: { scope: ShareScope; label: string; hint: string }[] = [
  { scope: 'scores', label: SharingCopy.scopeScores, hint: SharingCopy.scopeScoresHint },
  { scope: 'scores_and_answers', label: SharingCopy.scopeAnswers, hint: SharingCopy.scopeAnswersHint },
];

const StyledFieldset = styled.fieldset`
  border: 0;
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const StyledLegend = styled.legend`
  font-weight: 600;
  margin-bottom: ${({ theme }) => theme.spacing.sm};
`;

const StyledOption = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xxs};
`;

const StyledLabel = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.spacing.sm};
  align-items: center;
  cursor: pointer;
`;

const StyledHint = styled.span`
  padding-left: ${({ theme }) => theme.spacing.xl};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface ShareScopeChoiceProps {
  scope: ShareScope;
  disabled: boolean;
  onChange: (scope: ShareScope) => void;
}

/** What a share sends: scores only (the default) or scores and the answer to each question. */
export function ShareScopeChoice({ scope, disabled, onChange }: ShareScopeChoiceProps) {
  return (
    <StyledFieldset disabled={disabled}>
      <StyledLegend>{SharingCopy.scopeLegend}</StyledLegend>
      {OPTIONS.map((option) => (
        <StyledOption key={option.scope}>
          <StyledLabel>
            <input
              type="radio"
              name="share-scope"
              value={option.scope}
              checked={scope === option.scope}
              onChange={() => onChange(option.scope)}
              aria-describedby={`share-scope-${option.scope}`}
            />
            {option.label}
          </StyledLabel>
          <StyledHint id={`share-scope-${option.scope}`}>{option.hint}</StyledHint>
        </StyledOption>
      ))}
    </StyledFieldset>
  );
}
