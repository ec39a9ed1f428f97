import { Injectable, type OnModuleInit } from '@nestjs/common';
import { type EntityManager, IsNull } from 'typeorm';
import { Clock } from '../../common/clock';
import { answeredCountOf, clustersOf } from '../assessments/assessment-result.mapper';
import { AssessmentRevisions } from '../assessments/assessment-revisions';
import type { Pcl5AssessmentEntity } from '../assessments/entities/pcl5-assessment.entity';
import { ProviderSharingRecordEntity } from './entities/provider-sharing-record.entity';
import { SharingSignatureService } from './sharing-signature.service';

/**
 * When the patient reviews a shared assessment, each share of it still in force takes the new score, symptom-group
 * scores and answered count, notes when, and is signed again, in the review's transaction: the clinician reads the
 * version the patient stands by. A revoked share stays revoked and as it was; a share whose signature no longer
 * verifies is not signed again (that would make an altered row look genuine), so it stays hidden from the provider.
 */
@Injectable()
export class FollowAssessmentRevisionUseCase implements OnModuleInit {
  constructor(
    private readonly revisions: AssessmentRevisions,
    private readonly signature: SharingSignatureService,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.revisions.onRevised((assessment, manager) => this.execute({ assessment, manager }));
  }

  async execute({ assessment, manager }: { assessment: Pcl5AssessmentEntity; manager: EntityManager }): Promise<void> {
    const repository = manager.getRepository(ProviderSharingRecordEntity);
    const shares = await repository.find({
      where: { assessmentId: assessment.id, userId: assessment.userId, shareWithProvider: true, revokedAt: IsNull() },
      lock: { mode: 'pessimistic_write' },
    });
    const revisedAt = assessment.reviewedAt ?? this.clock.now();
    for (const share of shares) {
      if (!this.signature.verify(share, share.securityHash)) continue;
      const snapshot = {
        assessmentScore: assessment.score,
        clusters: clustersOf(assessment),
        answeredCount: answeredCountOf(assessment),
        revisedAt,
      };
      const securityHash = this.signature.sign({ ...share, ...snapshot });
      await repository.update({ id: share.id, revokedAt: IsNull() }, { ...snapshot, securityHash });
    }
  }
}
