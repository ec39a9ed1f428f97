import { BREATHING_PHASES, type BreathingPhaseName } from '@anchor/clinical';
import styled, { css } from 'styled-components';

/** How large the circle is in each phase: full through the in-breath and hold, small after the out-breath. */
const SCALE: Record<BreathingPhaseName, number> = { inhale: 1, hold: 1, exhale: 0.55 };
const RESTING_SCALE = 0.55;
const SECONDS = Object.fromEntries(BREATHING_PHASES.map((phase) => [phase.name, phase.seconds])) as Record<
  BreathingPhaseName,
  number
>;

/**
 * The 4-7-8 guide: the circle grows over the in-breath, stays through the hold and shrinks over the out-breath, each
 * over its phase's seconds; still when the person asks for reduced motion. `$size` is its width and height.
 */
export const BreathingCircle = styled.div<{ $phase: BreathingPhaseName | null; $size: string }>`
  align-self: center;
  width: ${({ $size }) => $size};
  height: ${({ $size }) => $size};
  border-radius: 50%;
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.colors.infoSurface};
  border: 4px solid ${({ theme }) => theme.colors.info};
  color: ${({ theme }) => theme.colors.info};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-align: center;
  transform: scale(${({ $phase }) => ($phase ? SCALE[$phase] : RESTING_SCALE)});
  ${({ $phase }) =>
    $phase &&
    css`
      transition: transform ${SECONDS[$phase]}s linear;
    `}
  @media (prefers-reduced-motion: reduce) {
    transition: none;
    transform: none;
  }
`;
