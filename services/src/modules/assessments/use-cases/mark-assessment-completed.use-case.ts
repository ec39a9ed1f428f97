import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, MoreThanOrEqual } from 'typeorm';
import { type AssessmentResult, type MarkCompletedResponse, type Pcl5Answer, PCL5_ITEM_COUNT } from '@anchor/contracts';
import { Clock } from '../../../common/clock';
import { toAssessmentResult } from '../assessment-result.mapper';
import { AssessmentDraftEntity } from '../entities/assessment-draft.entity';
import { Pcl5AssessmentEntity } from '../entities/pcl5-assessment.entity';

/** The client calls POST /api/assessments and then mark-completed; within this window the two are one completion. */
export const MARK_COMPLETED_WINDOW_MS = 60_000;

export interface MarkAssessmentCompletedInput {
  userId: number;
  skipped: boolean;
}

/**
 * The completion call. A skip is stored as a skipped assessment (score 0, no answers) and restarts the monthly
 * cycle. A completion is only acknowledged: the assessment itself must come through POST /api/assessments, so
 * a score in the request is ignored.
 */
@Injectable()
export class MarkAssessmentCompletedUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, skipped }: MarkAssessmentCompletedInput): Promise<MarkCompletedResponse> {
    if (skipped) return { recorded: true, assessment: await this.recordSkip(userId) };
    const since = new Date(this.clock.now().getTime() - MARK_COMPLETED_WINDOW_MS);
    const recent = await this.dataSource.getRepository(Pcl5AssessmentEntity).findOne({
      where: { userId, completed: true, skipped: false, completedAt: MoreThanOrEqual(since) },
      order: { completedAt: 'DESC', id: 'DESC' },
    });
    return { recorded: recent !== null, assessment: recent ? toAssessmentResult(recent, null) : null };
  }

  private recordSkip(userId: number): Promise<AssessmentResult> {
    return this.dataSource.transaction(async (manager) => {
      const row = await manager.getRepository(Pcl5AssessmentEntity).save({
        userId,
        responses: Array<Pcl5Answer>(PCL5_ITEM_COUNT).fill(null),
        score: 0,
        clusterB: 0,
        clusterC: 0,
        clusterD: 0,
        clusterE: 0,
        answeredCount: 0,
        screenPositive: false,
        completed: true,
        skipped: true,
        completedAt: this.clock.now(),
      });
      await manager.getRepository(AssessmentDraftEntity).delete({ userId });
      return toAssessmentResult(row, null);
    });
  }
}
