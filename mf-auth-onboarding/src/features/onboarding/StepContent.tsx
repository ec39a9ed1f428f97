import type { OnboardingStepId } from '@anchor/contracts';
import { SubscriptionStep } from '../subscription/SubscriptionStep';
import type { StepErrors } from './step-validation';
import { AccessibilityStep } from './steps/AccessibilityStep';
import { AppIntegrationStep, DeviceIntegrationStep, SocialIntegrationStep } from './steps/IntegrationSteps';
import { MedicationStep } from './steps/MedicationStep';
import { NotificationsStep } from './steps/NotificationsStep';
import { PrivacyStep } from './steps/PrivacyStep';
import { ProfileStep } from './steps/ProfileStep';
import { CompleteStep, WelcomeStep } from './steps/SimpleSteps';

export interface StepContentProps {
  step: OnboardingStepId;
  errors: StepErrors;
  /** The plan chooser moves on by itself once a payment method is chosen. */
  onAdvance: () => void;
}

export function StepContent({ step, errors, onAdvance }: StepContentProps) {
  switch (step) {
    case 'welcome':
      return <WelcomeStep />;
    case 'profile':
      return <ProfileStep errors={errors} />;
    case 'device-integration':
      return <DeviceIntegrationStep />;
    case 'app-integration':
      return <AppIntegrationStep />;
    case 'social-integration':
      return <SocialIntegrationStep />;
    case 'notifications':
      return <NotificationsStep />;
    case 'medication':
      return <MedicationStep errors={errors} />;
    case 'privacy':
      return <PrivacyStep errors={errors} />;
    case 'accessibility':
      return <AccessibilityStep />;
    case 'subscription':
      return <SubscriptionStep onAdvance={onAdvance} />;
    case 'complete':
      return <CompleteStep />;
  }
}
