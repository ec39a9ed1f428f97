import { Button } from '@anchor/ui';
import styled from 'styled-components';
import { TwoFactorCopy } from './copy';

const StyledCodes = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
  gap: ${({ theme }) => theme.spacing.xs};
  margin: 0;
  padding: ${({ theme }) => theme.spacing.md};
  border: ${({ theme }) => theme.borderWidth} dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  list-style: none;
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
`;

export interface RecoveryCodesListProps {
  codes: string[];
  onDone: () => void;
}

/** The recovery codes, shown once, with the step that moves on only when the person says they kept them. */
export function RecoveryCodesList({ codes, onDone }: RecoveryCodesListProps) {
  return (
    <>
      <h3>{TwoFactorCopy.recoveryTitle}</h3>
      <p>{TwoFactorCopy.recoveryDescription}</p>
      <StyledCodes aria-label={TwoFactorCopy.recoveryListLabel}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </StyledCodes>
      <Button type="button" onClick={onDone}>
        {TwoFactorCopy.savedCodes}
      </Button>
    </>
  );
}
