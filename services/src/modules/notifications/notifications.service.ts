import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, IsNull, type Repository, type SelectQueryBuilder } from 'typeorm';
import type { NotificationItem, NotificationListResponse } from '@anchor/contracts';
import { ApiException } from '../../common/api-error';
import { Clock } from '../../common/clock';
import { Notification } from './entities/notification.entity';
import { toNotificationItem } from './notification.mapper';

/** The in-app list: every notification of the caller that is due (a future one-off stays hidden until then). */
@Injectable()
export class NotificationsService {
  constructor(
    @InjectRepository(Notification) private readonly notifications: Repository<Notification>,
    private readonly clock: Clock,
  ) {}

  async list(userId: number, page: number, pageSize: number): Promise<NotificationListResponse> {
    const [rows, total] = await this.visible(userId)
      .orderBy('COALESCE(n.scheduled_for, n.created_at)', 'DESC')
      .addOrderBy('n.id', 'DESC')
      .skip((page - 1) * pageSize)
      .take(pageSize)
      .getManyAndCount();
    const unreadCount = await this.visible(userId).andWhere('n.read_at IS NULL').getCount();
    return { items: rows.map(toNotificationItem), unreadCount, total, page, pageSize };
  }

  async markRead(userId: number, id: number): Promise<NotificationItem> {
    const notification = await this.findOwn(userId, id);
    if (!notification.readAt) {
      await this.notifications.update({ id, userId, readAt: IsNull() }, { readAt: this.clock.now() });
    }
    return toNotificationItem(await this.findOwn(userId, id));
  }

  async markAllRead(userId: number): Promise<{ updated: number }> {
    const result = await this.notifications
      .createQueryBuilder()
      .update()
      .set({ readAt: this.clock.now() })
      .where('user_id = :userId AND read_at IS NULL', { userId })
      .andWhere('(scheduled_for IS NULL OR scheduled_for <= :now)', { now: this.clock.now() })
      .execute();
    return { updated: result.affected ?? 0 };
  }

  /** 404 for another user's notification as for a missing one: ids of others are not revealed. */
  async findOwn(userId: number, id: number): Promise<Notification> {
    const notification = await this.notifications.findOneBy({ id, userId });
    if (!notification) throw new ApiException(404, 'Notification not found');
    return notification;
  }

  private visible(userId: number): SelectQueryBuilder<Notification> {
    return this.notifications
      .createQueryBuilder('n')
      .where('n.user_id = :userId', { userId })
      .andWhere(
        new Brackets((where) =>
          where.where('n.scheduled_for IS NULL').orWhere('n.scheduled_for <= :now', { now: this.clock.now() }),
        ),
      );
  }
}
