import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Pcl5AssessmentEntity } from './entities/pcl5-assessment.entity';

/** Acts on a reviewed assessment inside the review's transaction (the assessment as saved, the review's manager). */
export type AssessmentRevisedListener = (assessment: Pcl5AssessmentEntity, manager: EntityManager) => Promise<void>;

/**
 * Where modules that build on assessments (sharing) learn of a review, so that what they hold follows the new
 * version in the same transaction, while assessments depends on none of them.
 */
@Injectable()
export class AssessmentRevisions {
  private readonly listeners: AssessmentRevisedListener[] = [];

  onRevised(listener: AssessmentRevisedListener): void {
    this.listeners.push(listener);
  }

  async revised(assessment: Pcl5AssessmentEntity, manager: EntityManager): Promise<void> {
    for (const listener of this.listeners) await listener(assessment, manager);
  }
}
