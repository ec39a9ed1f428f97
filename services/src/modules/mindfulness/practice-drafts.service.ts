import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import {
  PRACTICE_DRAFT_KEEP_DAYS,
  type PracticeDraft,
  type PracticeDraftEntries,
  type PracticeDraftState,
  type PracticeDraftType,
  type SavePracticeDraft,
} from '@anchor/contracts';
import { Clock } from '../../common/clock';
import { PracticeDraftEntity } from './entities/practice-draft.entity';

const KEEP_MS = PRACTICE_DRAFT_KEEP_DAYS * 24 * 60 * 60 * 1000;

function toDraft(row: PracticeDraftEntity): PracticeDraft {
  return {
    type: row.type as PracticeDraftType,
    subtype: row.subtype,
    step: row.step,
    entries: JSON.parse(row.entries) as PracticeDraftEntries,
    startedAt: row.startedAt.toISOString(),
    sudsBefore: row.sudsBefore,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The caller's one practice in progress; every query is scoped by the caller's id. */
@Injectable()
export class PracticeDraftsService {
  constructor(
    @InjectRepository(PracticeDraftEntity) private readonly drafts: Repository<PracticeDraftEntity>,
    private readonly clock: Clock,
  ) {}

  /** The draft, unless untouched for longer than a week: that one is deleted and none is returned. */
  async current(userId: number): Promise<PracticeDraftState> {
    const row = await this.drafts.findOneBy({ userId });
    if (!row) return { draft: null };
    if (this.clock.now().getTime() - row.updatedAt.getTime() > KEEP_MS) {
      await this.drafts.delete({ id: row.id, userId });
      return { draft: null };
    }
    return { draft: toDraft(row) };
  }

  /** Replaces whatever was in progress: one practice at a time. A start in the future is taken as now. */
  async save(userId: number, draft: SavePracticeDraft): Promise<PracticeDraft> {
    const now = this.clock.now();
    const startedAt = new Date(Math.min(Date.parse(draft.startedAt), now.getTime()));
    await this.drafts.upsert(
      {
        userId,
        type: draft.type,
        subtype: draft.subtype,
        step: draft.step,
        entries: JSON.stringify(draft.entries),
        startedAt,
        sudsBefore: draft.sudsBefore,
        updatedAt: now,
      },
      { conflictPaths: ['userId'] },
    );
    return toDraft(await this.drafts.findOneByOrFail({ userId }));
  }

  async discard(userId: number): Promise<void> {
    await this.drafts.delete({ userId });
  }

  /** The practice was recorded (in the caller's transaction): its draft goes; another practice's draft stays. */
  async finish(userId: number, practice: { type: string; subtype: string | null }, manager: EntityManager) {
    if (practice.subtype === null) return;
    await manager.getRepository(PracticeDraftEntity).delete({ userId, type: practice.type, subtype: practice.subtype });
  }
}
