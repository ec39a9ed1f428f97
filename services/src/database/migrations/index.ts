import { InitialSchema1767225600000 } from './1767225600000-initial-schema';
import { AssessmentResultsAndSharing1795221882324 } from './1795221882324-assessment-results-and-sharing';
import { OnboardingSubscriptionsAccount1795222000000 } from './1795222000000-onboarding-subscriptions-account';
import { RemindersAndNotifications1795300000000 } from './1795300000000-reminders-and-notifications';
import { OnboardingProgressAnswers1796090000000 } from './1796090000000-onboarding-progress-answers';
import { AssistantConversationsAndSafety1796100000000 } from './1796100000000-assistant-conversations-and-safety';
import { HealthMetricDaysAndSources1796120000000 } from './1796120000000-health-metric-days-and-sources';
import { MindfulnessPractice1796110000000 } from './1796110000000-mindfulness-practice';
import { ProviderPortal1796130000000 } from './1796130000000-provider-portal';
import { AssistantAnalyses1796150000000 } from './1796150000000-assistant-analyses';
import { MindfulnessStreakPreferences1796200000000 } from './1796200000000-mindfulness-streak-preferences';
import { UsernameCanonical1796300000000 } from './1796300000000-username-canonical';
import { AssessmentReviewOffers1796310000000 } from './1796310000000-assessment-review-offers';
import { CrisisEventAlerts1796400000000 } from './1796400000000-crisis-event-alerts';
import { SettingsPreferences1796900000000 } from './1796900000000-settings-preferences';
import { IntegrationTokens1797200000000 } from './1797200000000-integration-tokens';
import { StripePayments1797300000000 } from './1797300000000-stripe-payments';
import { AssessmentVersions1797400000000 } from './1797400000000-assessment-versions';
import { MeditationTimerSudsBefore1797800000000 } from './1797800000000-meditation-timer-suds-before';
import { NotificationDeliveryClaim1797870000000 } from './1797870000000-notification-delivery-claim';
import { CrisisEventsFromWrittenEntries1797900000000 } from './1797900000000-crisis-events-from-written-entries';
import { ConversationReplyActions1797950000000 } from './1797950000000-conversation-reply-actions';
import { MoodEntriesNoticedInChat1798100000000 } from './1798100000000-mood-entries-noticed-in-chat';
import { SettingsMoodNoticing1798110000000 } from './1798110000000-settings-mood-noticing';
import { UserEmailVerified1798200000000 } from './1798200000000-user-email-verified';
import { EmailVerificationCodes1798210000000 } from './1798210000000-email-verification-codes';
import { ProviderAccessBoundToAccounts1798220000000 } from './1798220000000-provider-access-bound-to-accounts';
import { TwoFactorSignIn1798230000000 } from './1798230000000-two-factor-sign-in';
import { HealthMetricOneRowPerDay1798240000000 } from './1798240000000-health-metric-one-row-per-day';
import { HealthLabelsEncrypted1798250000000 } from './1798250000000-health-labels-encrypted';
import { ShareScopeAndRevision1798260000000 } from './1798260000000-share-scope-and-revision';
import { MindfulnessTimeSpent1798280000000 } from './1798280000000-mindfulness-time-spent';
import { CareMessages1798290000000 } from './1798290000000-care-messages';
import { ProviderSharedPhone1798300000000 } from './1798300000000-provider-shared-phone';
import { MindfulnessStoppedEarly1798310000000 } from './1798310000000-mindfulness-stopped-early';
import { PracticeDrafts1798320000000 } from './1798320000000-practice-drafts';
import { DailyReminderKinds1798330000000 } from './1798330000000-daily-reminder-kinds';
import { GuardianConsentRecorded1798340000000 } from './1798340000000-guardian-consent-recorded';

/** Every migration, in order. Bundled builds cannot glob for files, so they are listed here. */
export const migrations = [
  InitialSchema1767225600000,
  AssessmentResultsAndSharing1795221882324,
  RemindersAndNotifications1795300000000,
  OnboardingSubscriptionsAccount1795222000000,
  OnboardingProgressAnswers1796090000000,
  AssistantConversationsAndSafety1796100000000,
  MindfulnessPractice1796110000000,
  HealthMetricDaysAndSources1796120000000,
  ProviderPortal1796130000000,
  AssistantAnalyses1796150000000,
  MindfulnessStreakPreferences1796200000000,
  UsernameCanonical1796300000000,
  AssessmentReviewOffers1796310000000,
  CrisisEventAlerts1796400000000,
  SettingsPreferences1796900000000,
  IntegrationTokens1797200000000,
  StripePayments1797300000000,
  AssessmentVersions1797400000000,
  MeditationTimerSudsBefore1797800000000,
  NotificationDeliveryClaim1797870000000,
  CrisisEventsFromWrittenEntries1797900000000,
  ConversationReplyActions1797950000000,
  MoodEntriesNoticedInChat1798100000000,
  SettingsMoodNoticing1798110000000,
  UserEmailVerified1798200000000,
  EmailVerificationCodes1798210000000,
  ProviderAccessBoundToAccounts1798220000000,
  TwoFactorSignIn1798230000000,
  HealthMetricOneRowPerDay1798240000000,
  HealthLabelsEncrypted1798250000000,
  ShareScopeAndRevision1798260000000,
  MindfulnessTimeSpent1798280000000,
  CareMessages1798290000000,
  ProviderSharedPhone1798300000000,
  MindfulnessStoppedEarly1798310000000,
  PracticeDrafts1798320000000,
  DailyReminderKinds1798330000000,
  GuardianConsentRecorded1798340000000,
];
