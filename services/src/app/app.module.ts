import { DynamicModule, Module } from '@nestjs/common';
import { Clock } from '../common/clock';
import { CommonModule } from '../common/common.module';
import { queueRoot } from '../common/queue-connection.module';
import { RedisModule } from '../common/redis.module';
import { AppConfig, ConfigModule } from '../config';
import { DatabaseModule } from '../database/database.module';
import { AssessmentsModule } from '../modules/assessments/assessments.module';
import { AssistantModule } from '../modules/assistant/assistant.module';
import { ConversationsModule } from '../modules/conversations/conversations.module';
import { SafetyModule } from '../modules/safety/safety.module';
import { AccountModule } from '../modules/account/account.module';
import { TwoFactorModule } from '../modules/two-factor/two-factor.module';
import { AuthModule } from '../modules/auth/auth.module';
import { DevToolsModule } from '../modules/dev-tools/dev-tools.module';
import { HealthModule } from '../modules/health/health.module';
import { HealthMetricsModule } from '../modules/health-metrics/health-metrics.module';
import { InsightsModule } from '../modules/insights/insights.module';
import { IntegrationsModule } from '../modules/integrations/integrations.module';
import { MedicationsModule } from '../modules/medications/medications.module';
import { MindfulnessModule } from '../modules/mindfulness/mindfulness.module';
import { MoodModule } from '../modules/mood/mood.module';
import { NotificationsModule } from '../modules/notifications/notifications.module';
import { OnboardingModule } from '../modules/onboarding/onboarding.module';
import { ProviderPortalModule } from '../modules/provider-portal/provider-portal.module';
import { ProvidersModule } from '../modules/providers/providers.module';
import { RemindersModule } from '../modules/reminders/reminders.module';
import { SettingsModule } from '../modules/settings/settings.module';
import { SubscriptionsModule } from '../modules/subscriptions/subscriptions.module';
import { UsersModule } from '../modules/users/users.module';
import { WebModule } from '../modules/web/web.module';
import { OpenApiModule } from './openapi/openapi.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, clock?: Clock): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        CommonModule.forRoot(clock),
        DatabaseModule,
        RedisModule,
        // The api only adds and removes jobs (reminder schedulers, deliveries): a request fails fast without Redis.
        queueRoot({ maxRetriesPerRequest: 1, connectTimeout: 2000 }),
        AuthModule,
        UsersModule,
        SettingsModule,
        MoodModule,
        MindfulnessModule,
        MedicationsModule,
        HealthMetricsModule,
        InsightsModule,
        AssessmentsModule,
        ProvidersModule,
        ProviderPortalModule,
        NotificationsModule,
        RemindersModule,
        OnboardingModule,
        SubscriptionsModule,
        AccountModule,
        TwoFactorModule,
        IntegrationsModule,
        ConversationsModule,
        SafetyModule,
        AssistantModule,
        HealthModule,
        WebModule,
        // The password-less test sign-in and the OpenAPI document do not exist in production's module graph.
        ...(config.isProduction ? [] : [DevToolsModule, OpenApiModule]),
      ],
    };
  }
}
