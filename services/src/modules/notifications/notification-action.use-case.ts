import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { type NotificationAction, type NotificationActionResponse, SNOOZE_MINUTES } from '@anchor/contracts';
import { ApiException } from '../../common/api-error';
import { Clock } from '../../common/clock';
import { ScheduleOneOffReminderUseCase } from '../reminders/schedule-one-off-reminder.use-case';
import { Notification } from './entities/notification.entity';
import { actionsOf, parseData, toNotificationItem } from './notification.mapper';
import { NotificationsService } from './notifications.service';

/**
 * Taken / Snooze on a medication reminder. 'taken' is the adherence record (action_taken, action_at on the
 * notification); 'snooze' also schedules the same reminder again in 10 minutes. Repeating an action is a no-op.
 */
@Injectable()
export class NotificationActionUseCase {
  constructor(
    @InjectRepository(Notification) private readonly notifications: Repository<Notification>,
    private readonly lookup: NotificationsService,
    private readonly scheduleOneOff: ScheduleOneOffReminderUseCase,
    private readonly clock: Clock,
  ) {}

  async execute(userId: number, id: number, action: NotificationAction): Promise<NotificationActionResponse> {
    const notification = await this.lookup.findOwn(userId, id);
    if (!actionsOf(notification).includes(action)) {
      throw new ApiException(400, `action: this notification has no ${action} action`, { field: 'action' });
    }
    const now = this.clock.now();
    if (notification.actionTaken === null) {
      await this.notifications.update(
        { id, userId },
        { actionTaken: action, actionAt: now, readAt: notification.readAt ?? now },
      );
    }
    let snoozedUntil: string | null = null;
    if (action === 'snooze') {
      const data = parseData(notification);
      const runAt = new Date(now.getTime() + SNOOZE_MINUTES * 60_000);
      const snoozed = await this.scheduleOneOff.execute({
        userId,
        runAt,
        medicationId: typeof data.medicationId === 'number' ? data.medicationId : null,
        content: { type: notification.type, title: notification.title, message: notification.message, data },
        occurrenceKey: `snooze:${id}`,
      });
      snoozedUntil = snoozed.scheduledFor?.toISOString() ?? runAt.toISOString();
    }
    return { notification: toNotificationItem(await this.lookup.findOwn(userId, id)), snoozedUntil };
  }
}
