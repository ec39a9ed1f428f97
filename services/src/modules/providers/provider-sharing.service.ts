import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, IsNull } from 'typeorm';
import type { ProviderShare } from '@anchor/contracts';
import { Clock } from '../../common/clock';
import { clustersOf } from '../assessments/assessment-result.mapper';
import { Pcl5AssessmentEntity } from '../assessments/entities/pcl5-assessment.entity';
import { SharingCopy } from './copy';
import { ProviderSharingRecordEntity } from './entities/provider-sharing-record.entity';
import { activeProviderAssignment } from './provider-assignments.service';
import { SharingException } from './sharing-error';
import { SharingSignatureService } from './sharing-signature.service';

/** PostgreSQL integer ids stop here; a larger id cannot exist (and would fail the query). */
const MAX_INTEGER_ID = 2_147_483_647;

export interface ShareRequest {
  /** Absent: the caller's latest completed (not skipped) assessment. */
  assessmentId?: number;
  assessmentType: string;
  shareWithProvider: boolean;
}

/** Records the caller's choice to share an assessment (or keep it private); scores come from the stored row. */
@Injectable()
export class ProviderSharingService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly signature: SharingSignatureService,
    private readonly clock: Clock,
  ) {}

  share(userId: number, request: ShareRequest): Promise<ProviderShare> {
    return this.dataSource.transaction(async (manager) => {
      // Holds the preference steady: turning sharing off waits for this share, then revokes it.
      const [user]: { sharing: boolean }[] = await manager.query(
        'SELECT healthcare_provider_sharing AS sharing FROM users WHERE id = $1 FOR SHARE',
        [userId],
      );
      const assessment = await this.assessmentToShare(manager, userId, request.assessmentId);
      if (!assessment) throw new SharingException(404, SharingCopy.assessmentNotFound, 'assessmentId');
      const providerEmail = request.shareWithProvider
        ? await this.providerToShareWith(manager, userId, assessment, user?.sharing === true)
        : null;
      const shared = request.shareWithProvider;
      const record = {
        userId,
        assessmentId: assessment.id,
        assessmentType: request.assessmentType,
        shareWithProvider: shared,
        assessmentScore: shared ? assessment.score : null,
        clusters: shared ? clustersOf(assessment) : null,
        providerEmail,
        sharedAt: this.clock.now(),
        revokedAt: null,
      };
      const row = await manager
        .getRepository(ProviderSharingRecordEntity)
        .save({ ...record, securityHash: this.signature.sign(record) });
      return this.toProviderShare(row);
    });
  }

  private assessmentToShare(manager: EntityManager, userId: number, assessmentId: number | undefined) {
    const assessments = manager.getRepository(Pcl5AssessmentEntity);
    if (assessmentId === undefined) {
      return assessments.findOne({
        where: { userId, completed: true, skipped: false },
        order: { completedAt: 'DESC', id: 'DESC' },
      });
    }
    return assessmentId <= MAX_INTEGER_ID ? assessments.findOneBy({ id: assessmentId, userId }) : null;
  }

  async list(userId: number): Promise<ProviderShare[]> {
    const rows = await this.dataSource.getRepository(ProviderSharingRecordEntity).find({
      where: { userId },
      order: { sharedAt: 'DESC', id: 'DESC' },
    });
    return rows.map((row) => this.toProviderShare(row));
  }

  /** Takes effect at once; revoking an already revoked share is not an error. */
  async revoke(userId: number, id: number): Promise<void> {
    const repository = this.dataSource.getRepository(ProviderSharingRecordEntity);
    const row = await repository.findOneBy({ id, userId });
    if (!row) throw new SharingException(404, SharingCopy.shareNotFound);
    await repository.update({ id, userId, revokedAt: IsNull() }, { revokedAt: this.clock.now() });
  }

  private async providerToShareWith(
    manager: EntityManager,
    userId: number,
    assessment: Pcl5AssessmentEntity,
    sharingOn: boolean,
  ): Promise<string> {
    if (assessment.skipped) throw new SharingException(400, SharingCopy.skippedNotShareable, 'assessmentId');
    if (!sharingOn) throw new SharingException(400, SharingCopy.sharingOff);
    const assignment = await activeProviderAssignment(manager, userId);
    if (!assignment) throw new SharingException(400, SharingCopy.noProvider);
    return assignment.providerEmail;
  }

  private toProviderShare(row: ProviderSharingRecordEntity): ProviderShare {
    return {
      id: row.id,
      assessmentId: row.assessmentId,
      assessmentType: row.assessmentType,
      shareWithProvider: row.shareWithProvider,
      assessmentScore: row.assessmentScore,
      clusters: row.clusters,
      providerEmail: row.providerEmail,
      sharedAt: row.sharedAt.toISOString(),
      revokedAt: row.revokedAt?.toISOString() ?? null,
      integrityVerified: this.signature.verify(row, row.securityHash),
    };
  }
}

/** Revokes every share still in force for the user, inside the caller's transaction. */
export async function revokeActiveShares(manager: EntityManager, userId: number, at: Date): Promise<void> {
  await manager
    .getRepository(ProviderSharingRecordEntity)
    .update({ userId, shareWithProvider: true, revokedAt: IsNull() }, { revokedAt: at });
}
