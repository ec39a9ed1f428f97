import type { MoodSource, RemoteModule, RemoteModuleId } from '@anchor/contracts';

/** Props the shell passes across the federation boundary; each exposed module's default export takes these. */
export interface AssessmentBannerProps {
  onTakeAssessment: () => void;
}

export interface AssessmentTabProps {
  onComplete?: () => void;
  /** 'registration': the same assessment inside onboarding (its own title, no "complete" panel). */
  variant?: 'monthly' | 'registration';
}

export interface MoodCheckInProps {
  /** 'reminder' when opened from a daily mood-check notification; recorded with the entry. */
  source?: MoodSource;
  /** Called once the check-in is saved (the shell closes its dialog). */
  onDone?: () => void;
}

type NoProps = Record<string, never>;

interface PropsWithSpecialCases {
  [RemoteModule.assessmentBanner]: AssessmentBannerProps;
  [RemoteModule.assessmentTab]: AssessmentTabProps;
  [RemoteModule.moodCheckIn]: MoodCheckInProps;
}

export type RemoteModuleProps<Id extends RemoteModuleId> = Id extends keyof PropsWithSpecialCases
  ? PropsWithSpecialCases[Id]
  : NoProps;
