import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { setTimeout as sleep } from 'node:timers/promises';
import { filter, map, Observable, Subject } from 'rxjs';
import { DataSource, type EntityManager } from 'typeorm';
import { REDIS_CLIENT } from '../../common/redis.module';
import type { RedisClient } from '../../common/redis-connection';
import { type AppConfig, APP_CONFIG } from '../../config';
import { ProviderAssignmentEntity } from './entities/provider-assignment.entity';

/**
 * "This provider's patient list changed", fanned out to every api instance through Redis pub/sub so the open portal
 * pages of that provider account refetch, whichever instance holds their event stream. A message carries the
 * provider account's id and nothing about the patient or the change. Without Redis the instance tells its own
 * streams, and the portal's refetch on focus covers the rest.
 */
/** The longest a new stream waits for this instance's subscription before saying it is open. */
const LISTEN_WAIT_MS = 2_000;

@Injectable()
export class ProviderEventsService implements OnApplicationShutdown {
  private readonly logger = new Logger(ProviderEventsService.name);
  private readonly channel: string;
  private readonly changes = new Subject<number>();
  private subscriber: RedisClient | null = null;
  private subscribed: Promise<void> = Promise.resolve();

  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: RedisClient,
    @Inject(APP_CONFIG) config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {
    this.channel = `${config.redisPrefix}:provider-events`;
  }

  /** The providers who see this patient now (an active assignment that an account accepted). */
  async providersOf(patientId: number, manager: EntityManager = this.dataSource.manager): Promise<number[]> {
    const rows = await manager.getRepository(ProviderAssignmentEntity).find({
      where: { userId: patientId, active: true },
      select: { providerUserId: true },
    });
    return rows.flatMap((row) => (row.providerUserId === null ? [] : [row.providerUserId]));
  }

  /** Tells the providers who see this patient now; call it after the change is committed. */
  async patientChanged(patientId: number): Promise<void> {
    await this.publish(await this.providersOf(patientId));
  }

  async publish(providerUserIds: number[]): Promise<void> {
    for (const id of new Set(providerUserIds)) {
      try {
        if (this.redis.status !== 'ready') throw new Error('Redis is not ready');
        await this.redis.publish(this.channel, String(id));
      } catch (error) {
        this.logger.warn(`provider event went to this instance only: ${(error as Error).message}`);
        this.changes.next(id);
      }
    }
  }

  /** One signal per change of this provider's patient list, for as long as the caller listens. */
  changesFor(providerUserId: number): Observable<void> {
    this.listen();
    return this.changes.pipe(
      filter((id) => id === providerUserId),
      map(() => undefined),
    );
  }

  /**
   * Resolves once this instance hears the other instances' news (its Redis subscription made; on a cluster the
   * subscriber first learns the nodes), or after LISTEN_WAIT_MS without Redis: a stream says it is open only then,
   * so a change made through another instance right after is not missed.
   */
  listening(): Promise<void> {
    this.listen();
    return this.subscribed;
  }

  /** One subscriber connection per instance, opened when the first stream starts. */
  private listen(): void {
    if (this.subscriber) return;
    this.subscriber = this.redis.duplicate();
    this.subscriber.on('error', (error: Error) => this.logger.warn(`provider events: ${error.message}`));
    this.subscriber.on('message', (channel: string, message: string) => {
      if (channel === this.channel) this.changes.next(Number(message));
    });
    const subscribed = this.subscriber.subscribe(this.channel).then(
      () => undefined,
      (error: Error) => this.logger.warn(error.message),
    );
    this.subscribed = Promise.race([subscribed, sleep(LISTEN_WAIT_MS)]);
  }

  onApplicationShutdown(): void {
    this.subscriber?.disconnect();
    this.changes.complete();
  }
}
