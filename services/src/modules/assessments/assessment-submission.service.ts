import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, MoreThanOrEqual } from 'typeorm';
import { type AssessmentResult, type MarkCompletedResponse, type Pcl5Answer, PCL5_ITEM_COUNT } from '@anchor/contracts';
import { pcl5Change, scorePcl5 } from '@anchor/clinical';
import { ApiException } from '../../common/api-error';
import { Clock } from '../../common/clock';
import { clusterColumns, toAssessmentResult } from './assessment-result.mapper';
import { AssessmentCopy } from './copy';
import { AssessmentDraftEntity } from './entities/assessment-draft.entity';
import { Pcl5AssessmentEntity } from './entities/pcl5-assessment.entity';

/** The client calls POST /api/assessments and then mark-completed; within this window the two are one completion. */
export const MARK_COMPLETED_WINDOW_MS = 60_000;

/** Stores assessments. Every score is computed here from the answers; a client's score is never stored. */
@Injectable()
export class AssessmentSubmissionService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async submit(userId: number, responses: Pcl5Answer[]): Promise<AssessmentResult> {
    const score = scorePcl5(responses);
    if (score.answeredCount === 0) {
      throw new ApiException(400, AssessmentCopy.answerAtLeastOne, { field: 'responses' });
    }
    return this.dataSource.transaction(async (manager) => {
      const previous = await this.latestScored(manager, userId);
      const row = await manager.getRepository(Pcl5AssessmentEntity).save({
        userId,
        responses,
        score: score.totalScore,
        ...clusterColumns(score.clusters),
        answeredCount: score.answeredCount,
        screenPositive: score.screenPositive,
        completed: true,
        skipped: false,
        completedAt: this.clock.now(),
      });
      // The draft is finished: it goes in the same transaction, so a failed submit keeps it.
      await manager.getRepository(AssessmentDraftEntity).delete({ userId });
      return toAssessmentResult(row, previous ? pcl5Change(previous.score, row.score) : null);
    });
  }

  /**
   * The spec's completion call. A skip is stored as a skipped assessment (score 0, no answers). A completion is
   * only acknowledged: the assessment itself must come through POST /api/assessments, so `score` is ignored.
   */
  async markCompleted(userId: number, skipped: boolean): Promise<MarkCompletedResponse> {
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

  private latestScored(manager: EntityManager, userId: number): Promise<Pcl5AssessmentEntity | null> {
    return manager.getRepository(Pcl5AssessmentEntity).findOne({
      where: { userId, completed: true, skipped: false },
      order: { completedAt: 'DESC', id: 'DESC' },
    });
  }
}
