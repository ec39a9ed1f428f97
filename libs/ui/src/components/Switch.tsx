import { useId } from 'react';
import styled from 'styled-components';

export interface SwitchProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  label: string;
  disabled?: boolean;
  /** Optional longer explanation read after the label. */
  description?: string;
}

const StyledSwitchRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.lg};
`;

const StyledLabelText = styled.span`
  display: flex;
  flex-direction: column;
`;

const StyledDescription = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledTrack = styled.button<{ $checked: boolean }>`
  position: relative;
  flex-shrink: 0;
  width: 44px;
  height: 24px;
  padding: 0;
  border: ${({ theme }) => theme.borderWidth} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.primary : theme.colors.surfaceMuted)};
  cursor: pointer;
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

const StyledThumb = styled.span<{ $checked: boolean }>`
  position: absolute;
  top: 2px;
  left: ${({ $checked }) => ($checked ? '22px' : '2px')};
  width: 18px;
  height: 18px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme }) => theme.borderWidth} solid ${({ theme }) => theme.colors.border};
  transition: left 120ms ease;
`;

export function Switch({ checked, onCheckedChange, label, disabled, description }: SwitchProps) {
  const labelId = useId();
  const descriptionId = useId();
  return (
    <StyledSwitchRow>
      <StyledLabelText>
        <span id={labelId}>{label}</span>
        {description ? <StyledDescription id={descriptionId}>{description}</StyledDescription> : null}
      </StyledLabelText>
      <StyledTrack
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        aria-describedby={description ? descriptionId : undefined}
        disabled={disabled}
        $checked={checked}
        onClick={() => onCheckedChange(!checked)}
      >
        <StyledThumb $checked={checked} />
      </StyledTrack>
    </StyledSwitchRow>
  );
}
