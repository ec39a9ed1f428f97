import type { DataSource } from 'typeorm';
import { NotificationPusher } from '../src/modules/notifications/delivery/notification-pusher';
import { PreparedPushStore } from '../src/modules/notifications/delivery/prepared-push.store';
import { WebPushSender } from '../src/modules/notifications/delivery/web-push.sender';
import { AppPreferencesPushPreferences } from '../src/modules/onboarding/app-preferences-push-preferences';
import { AppPreferencesEntity } from '../src/modules/onboarding/entities/app-preferences.entity';
import type { TestApp } from './test-app';

/**
 * The worker's NotificationPusher, bound as NotificationsWorkerModule binds it (no native provider), on
 * `dataSource`: a crashingDataSource stands for a worker killed at one statement.
 */
export function notificationPusher(api: TestApp, dataSource: DataSource = api.dataSource): NotificationPusher {
  return new NotificationPusher(
    dataSource,
    new WebPushSender(api.config),
    api.clock,
    api.app.get(PreparedPushStore, { strict: false }),
    new AppPreferencesPushPreferences(dataSource.getRepository(AppPreferencesEntity)),
    null,
  );
}
