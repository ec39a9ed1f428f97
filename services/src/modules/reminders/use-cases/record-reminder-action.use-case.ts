import { Injectable } from '@nestjs/common';
import { type NotificationAction, type NotificationActionResponse, SNOOZE_MINUTES } from '@anchor/contracts';
import { ApiException } from '../../../common/api-error';
import { Clock } from '../../../common/clock';
import { actionsOf, parseData, toNotificationItem } from '../../notifications/notification.mapper';
import { NotificationsService } from '../../notifications/notifications.service';
import { ScheduleOneOffReminderUseCase } from './schedule-one-off-reminder.use-case';

export interface ReminderActionInput {
  userId: number;
  notificationId: number;
  action: NotificationAction;
}

/**
 * Taken / Snooze on a medication reminder. The first action is recorded on the notification (the adherence
 * record); 'snooze' also schedules the same reminder again in SNOOZE_MINUTES, once per notification.
 * Repeating an action changes nothing.
 */
@Injectable()
export class RecordReminderActionUseCase {
  constructor(
    private readonly notifications: NotificationsService,
    private readonly scheduleOneOff: ScheduleOneOffReminderUseCase,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, notificationId: id, action }: ReminderActionInput): Promise<NotificationActionResponse> {
    const notification = await this.notifications.findOwn(userId, id);
    if (!actionsOf(notification).includes(action)) {
      throw new ApiException(400, `action: this notification has no ${action} action`, { field: 'action' });
    }
    await this.notifications.recordAction(userId, id, action);
    let snoozedUntil: string | null = null;
    if (action === 'snooze') {
      const data = parseData(notification);
      const runAt = new Date(this.clock.now().getTime() + SNOOZE_MINUTES * 60_000);
      const snoozed = await this.scheduleOneOff.execute({
        userId,
        runAt,
        medicationId: typeof data.medicationId === 'number' ? data.medicationId : null,
        content: { type: notification.type, title: notification.title, message: notification.message, data },
        occurrenceKey: `snooze:${id}`,
      });
      snoozedUntil = snoozed.scheduledFor?.toISOString() ?? runAt.toISOString();
    }
    return { notification: toNotificationItem(await this.notifications.findOwn(userId, id)), snoozedUntil };
  }
}
