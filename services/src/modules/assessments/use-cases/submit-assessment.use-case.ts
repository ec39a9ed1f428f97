import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { AssessmentResult, Pcl5Answer } from '@anchor/contracts';
import { pcl5Change, scorePcl5 } from '@anchor/clinical';
import { ApiException } from '../../../common/api-error';
import { Clock } from '../../../common/clock';
import { clusterColumns, toAssessmentResult } from '../assessment-result.mapper';
import { AssessmentCopy } from '../copy';
import { AssessmentDraftEntity } from '../entities/assessment-draft.entity';
import { Pcl5AssessmentEntity } from '../entities/pcl5-assessment.entity';

export interface SubmitAssessmentInput {
  userId: number;
  responses: Pcl5Answer[];
}

/**
 * Stores a completed PCL-5 and removes the draft in one transaction. The score is computed here from the
 * answers; a client's score is never stored. The result carries the change against the previous score.
 */
@Injectable()
export class SubmitAssessmentUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, responses }: SubmitAssessmentInput): Promise<AssessmentResult> {
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

  private latestScored(manager: EntityManager, userId: number): Promise<Pcl5AssessmentEntity | null> {
    return manager.getRepository(Pcl5AssessmentEntity).findOne({
      where: { userId, completed: true, skipped: false },
      order: { completedAt: 'DESC', id: 'DESC' },
    });
  }
}
