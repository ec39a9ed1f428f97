import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, IsNull } from 'typeorm';
import { ProviderAssignmentEntity } from './entities/provider-assignment.entity';
import { ProviderSharingRecordEntity } from './entities/provider-sharing-record.entity';
import { SharingSignatureService } from './sharing-signature.service';

/** A patient who named this provider and has not withdrawn. */
export interface AssignedPatient {
  patientId: number;
  assignedAt: Date;
  shareWellnessSummaries: boolean;
}

/** One assessment a patient shared with this provider and has not revoked. */
export interface SharedAssessment {
  shareId: number;
  patientId: number;
  assessmentId: number | null;
  score: number;
  clusters: ProviderSharingRecordEntity['clusters'];
  sharedAt: Date;
}

/**
 * What a provider may read, decided on every call from the current rows: an active assignment naming
 * the provider's email, and shares to that email that are neither revoked nor altered (bad signature).
 */
@Injectable()
export class ProviderAccessService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly signature: SharingSignatureService,
  ) {}

  async assignedPatients(providerEmail: string): Promise<AssignedPatient[]> {
    const rows = await this.dataSource.getRepository(ProviderAssignmentEntity).find({
      where: { providerEmail: providerEmail.toLowerCase(), active: true },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    const seen = new Set<number>();
    return rows
      .filter((row) => !seen.has(row.userId) && seen.add(row.userId))
      .map((row) => ({
        patientId: row.userId,
        assignedAt: row.createdAt,
        shareWellnessSummaries: row.shareWellnessSummaries,
      }));
  }

  /** Oldest first. Only patients in `patientIds` (the caller passes its assigned patients). */
  async sharedAssessments(providerEmail: string, patientIds: number[]): Promise<SharedAssessment[]> {
    if (patientIds.length === 0) return [];
    const rows = await this.dataSource.getRepository(ProviderSharingRecordEntity).find({
      where: {
        userId: In(patientIds),
        providerEmail: providerEmail.toLowerCase(),
        shareWithProvider: true,
        revokedAt: IsNull(),
      },
      order: { sharedAt: 'ASC', id: 'ASC' },
    });
    return rows
      .filter((row) => row.assessmentScore !== null && this.signature.verify(row, row.securityHash))
      .map((row) => ({
        shareId: row.id,
        patientId: row.userId,
        assessmentId: row.assessmentId,
        score: row.assessmentScore as number,
        clusters: row.clusters,
        sharedAt: row.sharedAt,
      }));
  }
}
