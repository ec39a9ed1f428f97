import { Session } from '../modules/auth/entities/session.entity';
import { AssessmentDraftEntity } from '../modules/assessments/entities/assessment-draft.entity';
import { Pcl5Assessment } from '../modules/assessments/entities/pcl5-assessment.entity';
import { Conversation } from '../modules/conversations/entities/conversation.entity';
import { HealthMetric } from '../modules/health-metrics/entities/health-metric.entity';
import { Medication } from '../modules/medications/entities/medication.entity';
import { MindfulnessSession } from '../modules/mindfulness/entities/mindfulness-session.entity';
import { MoodEntry } from '../modules/mood/entities/mood-entry.entity';
import { Notification } from '../modules/notifications/entities/notification.entity';
import { NotificationDelivery } from '../modules/notifications/entities/notification-delivery.entity';
import { PushSubscription } from '../modules/notifications/entities/push-subscription.entity';
import { ProviderAssignment } from '../modules/providers/entities/provider-assignment.entity';
import { ReminderSchedule } from '../modules/reminders/entities/reminder-schedule.entity';
import { ProviderSharingRecord } from '../modules/providers/entities/provider-sharing-record.entity';
import { UserSettingsEntity } from '../modules/settings/entities/user-settings.entity';
import { User } from '../modules/users/entities/user.entity';
import { IntegrationConnectionEntity } from '../modules/integrations/entities/integration-connection.entity';
import { IntegrationStateEntity } from '../modules/integrations/entities/integration-state.entity';
import { AppPreferencesEntity } from '../modules/onboarding/entities/app-preferences.entity';
import { OnboardingProgressEntity } from '../modules/onboarding/entities/onboarding-progress.entity';
import { UserProfileEntity } from '../modules/onboarding/entities/user-profile.entity';
import { PaymentEntity } from '../modules/subscriptions/entities/payment.entity';
import { SubscriptionEntity } from '../modules/subscriptions/entities/subscription.entity';

/** Every entity, registered once for the api, the worker and migrations. */
export const entities = [
  User,
  Session,
  UserSettingsEntity,
  Pcl5Assessment,
  AssessmentDraftEntity,
  MoodEntry,
  Medication,
  HealthMetric,
  Conversation,
  ProviderAssignment,
  ProviderSharingRecord,
  Notification,
  ReminderSchedule,
  PushSubscription,
  NotificationDelivery,
  MindfulnessSession,
  OnboardingProgressEntity,
  UserProfileEntity,
  AppPreferencesEntity,
  SubscriptionEntity,
  PaymentEntity,
  IntegrationStateEntity,
  IntegrationConnectionEntity,
];
