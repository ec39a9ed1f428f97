import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { AssessmentDraft, Pcl5Answer } from '@anchor/contracts';
import { Clock } from '../../common/clock';
import { AssessmentDraftEntity } from './entities/assessment-draft.entity';

function toDraft(row: AssessmentDraftEntity): AssessmentDraft {
  return { responses: row.responses, currentIndex: row.currentIndex, updatedAt: row.updatedAt.toISOString() };
}

/** The caller's one in-progress assessment. */
@Injectable()
export class AssessmentDraftsService {
  constructor(
    @InjectRepository(AssessmentDraftEntity) private readonly drafts: Repository<AssessmentDraftEntity>,
    private readonly clock: Clock,
  ) {}

  /** The draft in progress, or null when there is none. */
  async get(userId: number): Promise<AssessmentDraft | null> {
    const row = await this.drafts.findOneBy({ userId });
    return row ? toDraft(row) : null;
  }

  async save(userId: number, draft: { responses: Pcl5Answer[]; currentIndex: number }): Promise<AssessmentDraft> {
    await this.drafts.upsert(
      { userId, responses: draft.responses, currentIndex: draft.currentIndex, updatedAt: this.clock.now() },
      { conflictPaths: ['userId'] },
    );
    return toDraft(await this.drafts.findOneByOrFail({ userId }));
  }

  async discard(userId: number): Promise<void> {
    await this.drafts.delete({ userId });
  }
}
