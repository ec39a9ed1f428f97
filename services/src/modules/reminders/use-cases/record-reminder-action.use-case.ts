import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import {
  type NotificationAction,
  type NotificationActionResponse,
  type NotificationData,
  SNOOZE_MINUTES,
} from '@anchor/contracts';
import { ApiException } from '../../../common/api-error';
import { Clock } from '../../../common/clock';
import { MedicationsService } from '../../medications/medications.service';
import type { NotificationEntity } from '../../notifications/entities/notification.entity';
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
 * record); 'snooze' also schedules the same reminder again in SNOOZE_MINUTES, once per notification, in the same
 * transaction: a snooze that cannot be written leaves no action behind. Repeating an action changes nothing.
 * The medication a snoozed reminder points at is looked up by id and owner: an id written into a notification's
 * data never ties the caller's reminder to someone else's medication.
 */
@Injectable()
export class RecordReminderActionUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly notifications: NotificationsService,
    private readonly medications: MedicationsService,
    private readonly scheduleOneOff: ScheduleOneOffReminderUseCase,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, notificationId: id, action }: ReminderActionInput): Promise<NotificationActionResponse> {
    const notification = await this.notifications.findOwn(userId, id);
    if (!actionsOf(notification).includes(action)) {
      throw new ApiException(400, `action: this notification has no ${action} action`, { field: 'action' });
    }
    const snoozed = await this.dataSource.transaction(async (manager) => {
      await this.notifications.recordAction(userId, id, action, manager);
      return action === 'snooze' ? this.snooze(manager, userId, notification) : null;
    });
    if (snoozed) await this.scheduleOneOff.enqueue(snoozed);
    return {
      notification: toNotificationItem(await this.notifications.findOwn(userId, id)),
      snoozedUntil: snoozed?.scheduledFor?.toISOString() ?? null,
    };
  }

  private async snooze(
    manager: EntityManager,
    userId: number,
    notification: NotificationEntity,
  ): Promise<NotificationEntity> {
    const data = parseData(notification);
    const medicationId = await this.ownMedicationId(manager, userId, data);
    const snooze = {
      userId,
      runAt: new Date(this.clock.now().getTime() + SNOOZE_MINUTES * 60_000),
      medicationId,
      content: {
        type: notification.type,
        title: notification.title,
        message: notification.message,
        data: 'medicationId' in data ? { ...data, medicationId } : data,
      },
      occurrenceKey: `snooze:${notification.id}`,
    };
    return this.scheduleOneOff.write(snooze, manager);
  }

  /** The medication id of the data when that medication is the caller's; null otherwise (or when deleted). */
  private async ownMedicationId(
    manager: EntityManager,
    userId: number,
    data: NotificationData,
  ): Promise<number | null> {
    const id = data.medicationId;
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null;
    return (await this.medications.findOwned(userId, id, manager))?.id ?? null;
  }
}
