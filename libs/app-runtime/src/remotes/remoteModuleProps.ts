import type { RemoteModule, RemoteModuleId } from '@anchor/contracts';

/** Props the shell passes across the federation boundary; each exposed module's default export takes these. */
export interface AssessmentBannerProps {
  onTakeAssessment: () => void;
}

export interface AssessmentTabProps {
  onComplete?: () => void;
  /** 'registration': the same assessment inside onboarding (its own title, no "complete" panel). */
  variant?: 'monthly' | 'registration';
}

type NoProps = Record<string, never>;

interface PropsWithSpecialCases {
  [RemoteModule.assessmentBanner]: AssessmentBannerProps;
  [RemoteModule.assessmentTab]: AssessmentTabProps;
}

export type RemoteModuleProps<Id extends RemoteModuleId> = Id extends keyof PropsWithSpecialCases
  ? PropsWithSpecialCases[Id]
  : NoProps;
