import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { AssessmentResult, Pcl5Answer } from '@anchor/contracts';
import { pcl5Change, scorePcl5 } from '@anchor/clinical';
import { ApiException } from '../../../common/api-error';
import { Clock } from '../../../common/clock';
import { clusterColumns, toAssessmentResult } from '../assessment-result.mapper';
import { AssessmentRevisions } from '../assessment-revisions';
import { scoredAssessmentBefore } from '../assessments.queries';
import { AssessmentCopy } from '../copy';
import { Pcl5AssessmentVersionEntity } from '../entities/pcl5-assessment-version.entity';
import { Pcl5AssessmentEntity } from '../entities/pcl5-assessment.entity';

export interface ReviewAssessmentInput {
  userId: number;
  responses: Pcl5Answer[];
}

/**
 * Saves reviewed answers as a new version of the caller's latest assessment: the same assessment (same id and
 * completed_at, so the monthly due date does not move) with the new answers and a server-computed score; the
 * version it replaces is kept, and what was shared of it follows (AssessmentRevisions). One transaction, the row locked so two reviews cannot both take one version.
 */
@Injectable()
export class ReviewAssessmentUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly revisions: AssessmentRevisions,
  ) {}

  async execute({ userId, responses }: ReviewAssessmentInput): Promise<AssessmentResult> {
    const score = scorePcl5(responses);
    if (score.answeredCount === 0) {
      throw new ApiException(400, AssessmentCopy.answerAtLeastOne, { field: 'responses' });
    }
    return this.dataSource.transaction(async (manager) => {
      const current = await this.latestScored(manager, userId);
      if (!current) throw new ApiException(404, AssessmentCopy.noAssessment);
      const now = this.clock.now();
      await manager.getRepository(Pcl5AssessmentVersionEntity).insert({
        assessmentId: current.id,
        userId,
        version: current.version,
        responses: current.responses,
        score: current.score,
        replacedAt: now,
      });
      const row = await manager.getRepository(Pcl5AssessmentEntity).save({
        ...current,
        responses,
        score: score.totalScore,
        ...clusterColumns(score.clusters),
        answeredCount: score.answeredCount,
        screenPositive: score.screenPositive,
        version: current.version + 1,
        reviewedAt: now,
      });
      await this.revisions.revised(row, manager);
      const previous = await this.scoredBefore(manager, row);
      return toAssessmentResult(row, previous ? pcl5Change(previous.score, row.score) : null);
    });
  }

  private latestScored(manager: EntityManager, userId: number): Promise<Pcl5AssessmentEntity | null> {
    return manager.getRepository(Pcl5AssessmentEntity).findOne({
      where: { userId, completed: true, skipped: false },
      order: { completedAt: 'DESC', id: 'DESC' },
      lock: { mode: 'pessimistic_write' },
    });
  }

  /** The scored assessment before this one, for the change the result reports. */
  private scoredBefore(manager: EntityManager, row: Pcl5AssessmentEntity): Promise<Pcl5AssessmentEntity | null> {
    return scoredAssessmentBefore(manager, row);
  }
}
