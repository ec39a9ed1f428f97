import { PCL5_ANSWER_OPTIONS } from '@anchor/clinical';
import type { Pcl5Answer } from '@anchor/contracts';
import { forwardRef, useImperativeHandle, useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';

export interface AnswerRadioGroupProps {
  /** Id of the element naming the group (the question). */
  labelledBy: string;
  value: Pcl5Answer;
  onAnswer: (answer: Exclude<Pcl5Answer, null>) => void;
}

export interface AnswerRadioGroupHandle {
  /** Focuses the chosen answer, or the first one when none is chosen. */
  focus: () => void;
}

const StyledGroup = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(120px, 1fr));
  gap: ${({ theme }) => theme.spacing.sm};
`;

const StyledOption = styled.button<{ $checked: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  min-height: 88px;
  padding: ${({ theme }) => theme.spacing.md};
  border: ${({ theme }) => theme.borderWidth} solid
    ${({ theme, $checked }) => ($checked ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.primary : theme.colors.surface)};
  color: ${({ theme, $checked }) => ($checked ? theme.colors.onPrimary : theme.colors.text)};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.md};
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 3px;
  }
`;

const StyledValue = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const NEXT_KEYS = ['ArrowRight', 'ArrowDown'];
const PREVIOUS_KEYS = ['ArrowLeft', 'ArrowUp'];

/**
 * The five answers as large radio buttons. Arrow keys only move focus (choosing an answer advances to the
 * next question, so exploring must not choose); Enter, Space or a click chooses.
 */
export const AnswerRadioGroup = forwardRef<AnswerRadioGroupHandle, AnswerRadioGroupProps>(function AnswerRadioGroup(
  { labelledBy, value, onAnswer },
  ref,
) {
  const options = useRef<(HTMLButtonElement | null)[]>([]);
  const tabStop = value ?? 0;
  useImperativeHandle(ref, () => ({ focus: () => options.current[tabStop]?.focus() }), [tabStop]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = NEXT_KEYS.includes(event.key) ? 1 : PREVIOUS_KEYS.includes(event.key) ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const current = options.current.findIndex((option) => option === document.activeElement);
    const count = PCL5_ANSWER_OPTIONS.length;
    options.current[(Math.max(current, 0) + step + count) % count]?.focus();
  };

  return (
    <StyledGroup role="radiogroup" aria-labelledby={labelledBy} onKeyDown={onKeyDown}>
      {PCL5_ANSWER_OPTIONS.map((option) => (
        <StyledOption
          key={option.value}
          ref={(element) => {
            options.current[option.value] = element;
          }}
          type="button"
          role="radio"
          aria-checked={value === option.value}
          tabIndex={option.value === tabStop ? 0 : -1}
          $checked={value === option.value}
          onClick={() => onAnswer(option.value as Exclude<Pcl5Answer, null>)}
        >
          <StyledValue>{option.value}</StyledValue> <span>{option.label}</span>
        </StyledOption>
      ))}
    </StyledGroup>
  );
});
