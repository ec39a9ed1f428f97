import { EmailVerificationCodeEntity } from '../modules/email-verification/entities/email-verification-code.entity';
import { SessionEntity } from '../modules/auth/entities/session.entity';
import { RecoveryCodeEntity } from '../modules/two-factor/entities/recovery-code.entity';
import { SecurityAuditEventEntity } from '../modules/two-factor/entities/security-audit-event.entity';
import { TwoFactorEnrolmentEntity } from '../modules/two-factor/entities/two-factor-enrolment.entity';
import { AssessmentDraftEntity } from '../modules/assessments/entities/assessment-draft.entity';
import { Pcl5AssessmentVersionEntity } from '../modules/assessments/entities/pcl5-assessment-version.entity';
import { Pcl5AssessmentEntity } from '../modules/assessments/entities/pcl5-assessment.entity';
import { AssessmentReviewOfferEntity } from '../modules/assistant/entities/assessment-review-offer.entity';
import { ConversationEntity } from '../modules/conversations/entities/conversation.entity';
import { CrisisEventEntity } from '../modules/safety/entities/crisis-event.entity';
import { SafetyPlanEntity } from '../modules/safety/entities/safety-plan.entity';
import { HealthMetricEntity } from '../modules/health-metrics/entities/health-metric.entity';
import { MedicationEntity } from '../modules/medications/entities/medication.entity';
import { JournalEntryEntity } from '../modules/mindfulness/entities/journal-entry.entity';
import { MeditationTimerEntity } from '../modules/mindfulness/entities/meditation-timer.entity';
import { MindfulnessPreferencesEntity } from '../modules/mindfulness/entities/mindfulness-preferences.entity';
import { MindfulnessSessionEntity } from '../modules/mindfulness/entities/mindfulness-session.entity';
import { PracticeDraftEntity } from '../modules/mindfulness/entities/practice-draft.entity';
import { MoodEntryEntity } from '../modules/mood/entities/mood-entry.entity';
import { NotificationEntity } from '../modules/notifications/entities/notification.entity';
import { NotificationDeliveryEntity } from '../modules/notifications/entities/notification-delivery.entity';
import { PushSubscriptionEntity } from '../modules/notifications/entities/push-subscription.entity';
import { ProviderAssignmentEntity } from '../modules/providers/entities/provider-assignment.entity';
import { ReminderScheduleEntity } from '../modules/reminders/entities/reminder-schedule.entity';
import { ProviderSharingRecordEntity } from '../modules/providers/entities/provider-sharing-record.entity';
import { PatientInvitationEntity } from '../modules/provider-portal/entities/patient-invitation.entity';
import { ProviderAlertAcknowledgementEntity } from '../modules/provider-portal/entities/provider-alert-acknowledgement.entity';
import { ProviderAuditEventEntity } from '../modules/provider-portal/entities/provider-audit-event.entity';
import { ProviderSecurityEventEntity } from '../modules/provider-portal/entities/provider-security-event.entity';
import { ProviderInviteEntity } from '../modules/provider-portal/entities/provider-invite.entity';
import { CareMessageEntity } from '../modules/provider-portal/entities/care-message.entity';
import { ScheduledAssessmentEntity } from '../modules/provider-portal/entities/scheduled-assessment.entity';
import { UserSettingsEntity } from '../modules/settings/entities/user-settings.entity';
import { UserEntity } from '../modules/users/entities/user.entity';
import { IntegrationConnectionEntity } from '../modules/integrations/entities/integration-connection.entity';
import { IntegrationStateEntity } from '../modules/integrations/entities/integration-state.entity';
import { AppPreferencesEntity } from '../modules/onboarding/entities/app-preferences.entity';
import { OnboardingProgressEntity } from '../modules/onboarding/entities/onboarding-progress.entity';
import { UserProfileEntity } from '../modules/onboarding/entities/user-profile.entity';
import { PaymentEntity } from '../modules/subscriptions/entities/payment.entity';
import { PaymentEventEntity } from '../modules/subscriptions/entities/payment-event.entity';
import { SubscriptionEntity } from '../modules/subscriptions/entities/subscription.entity';

/** Every entity, registered once for the api, the worker and migrations. */
export const entities = [
  UserEntity,
  SessionEntity,
  UserSettingsEntity,
  Pcl5AssessmentEntity,
  Pcl5AssessmentVersionEntity,
  AssessmentDraftEntity,
  MoodEntryEntity,
  MedicationEntity,
  HealthMetricEntity,
  ConversationEntity,
  AssessmentReviewOfferEntity,
  CrisisEventEntity,
  SafetyPlanEntity,
  ProviderAssignmentEntity,
  ProviderSharingRecordEntity,
  NotificationEntity,
  ReminderScheduleEntity,
  PushSubscriptionEntity,
  NotificationDeliveryEntity,
  MindfulnessSessionEntity,
  JournalEntryEntity,
  MeditationTimerEntity,
  PracticeDraftEntity,
  MindfulnessPreferencesEntity,
  OnboardingProgressEntity,
  UserProfileEntity,
  AppPreferencesEntity,
  SubscriptionEntity,
  PaymentEntity,
  PaymentEventEntity,
  IntegrationStateEntity,
  IntegrationConnectionEntity,
  ProviderInviteEntity,
  ProviderAuditEventEntity,
  ProviderSecurityEventEntity,
  ProviderAlertAcknowledgementEntity,
  PatientInvitationEntity,
  ScheduledAssessmentEntity,
  CareMessageEntity,
  EmailVerificationCodeEntity,
  TwoFactorEnrolmentEntity,
  RecoveryCodeEntity,
  SecurityAuditEventEntity,
];
