import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, IsNull } from 'typeorm';
import type { Pcl5Clusters, ProviderShare, ShareScope } from '@anchor/contracts';
import { Clock } from '../../common/clock';
import { AssessmentHistoryService } from '../assessments/assessment-history.service';
import { answeredCountOf, clustersOf } from '../assessments/assessment-result.mapper';
import type { Pcl5AssessmentEntity } from '../assessments/entities/pcl5-assessment.entity';
import { UsersService } from '../users/users.service';
import { SharingCopy } from './copy';
import { ProviderAssignmentEntity } from './entities/provider-assignment.entity';
import { ProviderSharingRecordEntity } from './entities/provider-sharing-record.entity';
import { activeProviderAssignment } from './sharing-in-force';
import { ProviderEventsService } from './provider-events.service';
import { SharingException } from './sharing-error';
import { SharingSignatureService } from './sharing-signature.service';

export interface ShareRequest {
  /** Absent: the caller's latest completed (not skipped) assessment. */
  assessmentId?: number;
  assessmentType: string;
  shareWithProvider: boolean;
  /** Absent: scores only. */
  scope?: ShareScope;
}

/** Records the caller's choice to share an assessment (or keep it private); scores come from the stored row. */
@Injectable()
export class ProviderSharingService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly signature: SharingSignatureService,
    private readonly assessments: AssessmentHistoryService,
    private readonly users: UsersService,
    private readonly clock: Clock,
    private readonly events: ProviderEventsService,
  ) {}

  async share(userId: number, request: ShareRequest): Promise<ProviderShare> {
    const share = await this.record(userId, request);
    if (share.shareWithProvider) await this.events.patientChanged(userId);
    return share;
  }

  private record(userId: number, request: ShareRequest): Promise<ProviderShare> {
    return this.dataSource.transaction(async (manager) => {
      // Holds the preference steady: turning sharing off waits for this share, then revokes it.
      const sharingOn = await this.users.providerSharingHeld(userId, manager);
      const shared = request.shareWithProvider;
      // Keeping results private is a choice about any completed assessment, a skipped one too (score 0).
      const latest = shared ? 'scored' : 'completed';
      const assessment = await this.assessments.ownedOrLatest(userId, request.assessmentId, latest, manager);
      if (!assessment) throw new SharingException(404, SharingCopy.assessmentNotFound, 'assessmentId');
      const snapshot = shared ? await this.sharedSnapshot(manager, userId, assessment, sharingOn) : null;
      const record = {
        userId,
        assessmentId: assessment.id,
        assessmentType: request.assessmentType,
        shareWithProvider: shared,
        assessmentScore: snapshot?.score ?? null,
        clusters: snapshot?.clusters ?? null,
        answeredCount: snapshot?.answeredCount ?? null,
        scope: request.scope ?? 'scores',
        revisedAt: null,
        providerEmail: snapshot?.providerEmail ?? null,
        assignmentId: snapshot?.assignmentId ?? null,
        sharedAt: this.clock.now(),
        revokedAt: null,
      };
      const row = await manager
        .getRepository(ProviderSharingRecordEntity)
        .save({ ...record, securityHash: this.signature.sign(record) });
      return this.toProviderShare(row);
    });
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
    await this.events.patientChanged(userId);
  }

  /** What a share sends: the stored score and clusters, to the caller's provider; refused when it cannot be sent. */
  private async sharedSnapshot(
    manager: EntityManager,
    userId: number,
    assessment: Pcl5AssessmentEntity,
    sharingOn: boolean,
  ): Promise<{
    score: number;
    clusters: Pcl5Clusters;
    answeredCount: number;
    providerEmail: string;
    assignmentId: number;
  }> {
    const assignment = await this.providerToShareWith(manager, userId, assessment, sharingOn);
    return {
      score: assessment.score,
      clusters: clustersOf(assessment),
      answeredCount: answeredCountOf(assessment),
      providerEmail: assignment.providerEmail,
      assignmentId: assignment.id,
    };
  }

  private async providerToShareWith(
    manager: EntityManager,
    userId: number,
    assessment: Pcl5AssessmentEntity,
    sharingOn: boolean,
  ): Promise<ProviderAssignmentEntity> {
    if (assessment.skipped) throw new SharingException(400, SharingCopy.skippedNotShareable, 'assessmentId');
    if (!sharingOn) throw new SharingException(400, SharingCopy.sharingOff);
    const assignment = await activeProviderAssignment(manager, userId);
    if (!assignment) throw new SharingException(400, SharingCopy.noProvider);
    return assignment;
  }

  private toProviderShare(row: ProviderSharingRecordEntity): ProviderShare {
    return {
      id: row.id,
      assessmentId: row.assessmentId,
      assessmentType: row.assessmentType,
      shareWithProvider: row.shareWithProvider,
      assessmentScore: row.assessmentScore,
      clusters: row.clusters,
      scope: row.scope,
      answeredCount: row.answeredCount,
      providerEmail: row.providerEmail,
      sharedAt: row.sharedAt.toISOString(),
      revisedAt: row.revisedAt?.toISOString() ?? null,
      revokedAt: row.revokedAt?.toISOString() ?? null,
      integrityVerified: this.signature.verify(row, row.securityHash),
    };
  }
}
