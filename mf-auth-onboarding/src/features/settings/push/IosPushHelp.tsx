import { Stack } from '@anchor/ui';
import styled from 'styled-components';
import { StyledNote } from '../settings-styles';
import { PushCopy } from './copy';
import type { IosPushSupport } from './ios-push-support';

const StyledSteps = styled.ol`
  margin: 0;
  padding-left: ${({ theme }) => theme.spacing.lg};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
`;

export interface IosPushHelpProps {
  support: Extract<IosPushSupport, 'add-to-home-screen' | 'too-old'>;
  noteId: string;
}

/** On iOS outside a Home Screen app no button can turn push on: say what does, instead of offering one. */
export function IosPushHelp({ support, noteId }: IosPushHelpProps) {
  if (support === 'too-old') return <StyledNote id={noteId}>{PushCopy.iosTooOldNote}</StyledNote>;
  return (
    <Stack gap="sm">
      <StyledNote id={noteId}>{PushCopy.iosHomeScreenNote}</StyledNote>
      <StyledSteps aria-label={PushCopy.iosHomeScreenStepsLabel}>
        {PushCopy.iosHomeScreenSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </StyledSteps>
    </Stack>
  );
}
