import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, IsNull, Not } from 'typeorm';
import { ProviderAssignmentEntity } from './entities/provider-assignment.entity';
import { ProviderSharingRecordEntity } from './entities/provider-sharing-record.entity';
import { SharingSignatureService } from './sharing-signature.service';

/** A patient who named this provider and has not withdrawn. */
export interface AssignedPatient {
  patientId: number;
  assignedAt: Date;
  shareWellnessSummaries: boolean;
  /** The phone number the patient lets this provider see (Call); null when none is shared. */
  sharedPhone: string | null;
}

/** One assessment a patient shared with this provider and has not revoked. */
export interface SharedAssessment {
  shareId: number;
  patientId: number;
  assessmentId: number | null;
  score: number;
  clusters: ProviderSharingRecordEntity['clusters'];
  /**
   * Questions answered (of 20) in the shared snapshot. Null only for a share made before the count was kept whose
   * assessment has since been deleted: unknown, so a reader draws no screening conclusion from it.
   */
  answeredCount: number | null;
  /** What the patient consented to send with this share. */
  scope: ProviderSharingRecordEntity['scope'];
  sharedAt: Date;
  /** When a review of the assessment last replaced the shared score; null if never. */
  revisedAt: Date | null;
}

/**
 * What a provider account may read, decided on every call from the current rows: active assignments this account
 * accepted (by id, so the account's e-mail plays no part), and the shares made under them that are neither revoked
 * nor altered (bad signature, or signed for another address than the assignment's).
 */
@Injectable()
export class ProviderAccessService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly signature: SharingSignatureService,
  ) {}

  async assignedPatients(providerUserId: number): Promise<AssignedPatient[]> {
    const rows = await this.acceptedAssignments(providerUserId);
    const seen = new Set<number>();
    return rows
      .filter((row) => !seen.has(row.userId) && seen.add(row.userId))
      .map((row) => ({
        patientId: row.userId,
        assignedAt: row.createdAt,
        shareWellnessSummaries: row.shareWellnessSummaries,
        sharedPhone: row.sharedPhone,
      }));
  }

  /** Oldest first. Only patients in `patientIds` (the caller passes its assigned patients). */
  async sharedAssessments(providerUserId: number, patientIds: number[]): Promise<SharedAssessment[]> {
    if (patientIds.length === 0) return [];
    const assignments = new Map(
      (await this.acceptedAssignments(providerUserId, patientIds)).map((row) => [row.id, row]),
    );
    if (assignments.size === 0) return [];
    const rows = await this.dataSource.getRepository(ProviderSharingRecordEntity).find({
      where: {
        assignmentId: In([...assignments.keys()]),
        shareWithProvider: true,
        revokedAt: IsNull(),
      },
      order: { sharedAt: 'ASC', id: 'ASC' },
    });
    return rows
      .filter((row) => {
        const assignment = assignments.get(row.assignmentId as number);
        return (
          row.assessmentScore !== null &&
          row.userId === assignment?.userId &&
          row.providerEmail === assignment.providerEmail &&
          this.signature.verify(row, row.securityHash)
        );
      })
      .map((row) => ({
        shareId: row.id,
        patientId: row.userId,
        assessmentId: row.assessmentId,
        score: row.assessmentScore as number,
        clusters: row.clusters,
        answeredCount: row.answeredCount,
        scope: row.scope,
        sharedAt: row.sharedAt,
        revisedAt: row.revisedAt,
      }));
  }

  private acceptedAssignments(providerUserId: number, patientIds?: number[]): Promise<ProviderAssignmentEntity[]> {
    return this.dataSource.getRepository(ProviderAssignmentEntity).find({
      where: {
        providerUserId,
        active: true,
        acceptedAt: Not(IsNull()),
        ...(patientIds ? { userId: In(patientIds) } : {}),
      },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
  }
}
