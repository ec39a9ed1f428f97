import { Session } from '../modules/auth/entities/session.entity';
import { Pcl5Assessment } from '../modules/assessments/entities/pcl5-assessment.entity';
import { Conversation } from '../modules/conversations/entities/conversation.entity';
import { HealthMetric } from '../modules/health-metrics/entities/health-metric.entity';
import { Medication } from '../modules/medications/entities/medication.entity';
import { MindfulnessSession } from '../modules/mindfulness/entities/mindfulness-session.entity';
import { MoodEntry } from '../modules/mood/entities/mood-entry.entity';
import { Notification } from '../modules/notifications/entities/notification.entity';
import { ProviderAssignment } from '../modules/providers/entities/provider-assignment.entity';
import { ProviderSharingRecord } from '../modules/providers/entities/provider-sharing-record.entity';
import { UserSettingsEntity } from '../modules/settings/entities/user-settings.entity';
import { User } from '../modules/users/entities/user.entity';

/** Every entity, registered once for the api, the worker and migrations. */
export const entities = [
  User,
  Session,
  UserSettingsEntity,
  Pcl5Assessment,
  MoodEntry,
  Medication,
  HealthMetric,
  Conversation,
  ProviderAssignment,
  ProviderSharingRecord,
  Notification,
  MindfulnessSession,
];
