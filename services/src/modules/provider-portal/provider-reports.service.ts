import { Injectable } from '@nestjs/common';
import type { Bundle } from '@medplum/fhirtypes';
import type { ProviderReport, ReportQuery } from '@anchor/contracts';
import { Clock } from '../../common/clock';
import { AssessmentHistoryService } from '../assessments/assessment-history.service';
import type { SharedAssessment } from '../providers/provider-access.service';
import type { UserEntity } from '../users/entities/user.entity';
import { type ExportedAssessment, pcl5FhirBundle } from './exports/fhir-export';
import { buildReport } from './exports/report-builder';
import { AuditAction } from './provider-audit.service';
import { patientDisplayName, ProviderPatientsService } from './provider-patients.service';

const OWN_HISTORY_LIMIT = 100;

/** Reports over a provider's patients, FHIR exports of one patient, and a patient's own summary. */
@Injectable()
export class ProviderReportsService {
  constructor(
    private readonly patients: ProviderPatientsService,
    private readonly assessments: AssessmentHistoryService,
    private readonly clock: Clock,
  ) {}

  async report(provider: UserEntity, query: ReportQuery, clientAddress?: string): Promise<ProviderReport> {
    const all = await this.patients.readAll(provider, AuditAction.report, clientAddress);
    return buildReport(all, query, this.clock.now());
  }

  async fhir(provider: UserEntity, patientId: number, clientAddress?: string): Promise<Bundle> {
    const facts = await this.patients.readOne(provider, patientId, AuditAction.fhirExport, clientAddress);
    const ids = facts.shares.map((share) => share.assessmentId).filter((id): id is number => id !== null);
    const answers = await this.assessments.answersOf(patientId, ids);
    const items: ExportedAssessment[] = facts.shares.flatMap((share) => {
      const row = share.assessmentId === null ? undefined : answers.get(share.assessmentId);
      return row ? [{ share, responses: row.responses, completedAt: row.completedAt }] : [];
    });
    return pcl5FhirBundle(patientId, items);
  }

  /** The patient's own summary over the last year: every completed, scored assessment of the caller. */
  async ownSummary(patient: UserEntity): Promise<ProviderReport> {
    const page = await this.assessments.page(patient.id, { page: 1, pageSize: OWN_HISTORY_LIMIT });
    const shares: SharedAssessment[] = page.items
      .filter((item) => !item.skipped)
      .map((item) => ({
        shareId: item.id,
        patientId: patient.id,
        assessmentId: item.id,
        score: item.totalScore,
        clusters: item.clusters,
        sharedAt: new Date(item.completedAt),
      }))
      .reverse();
    const facts = {
      patient: { patientId: patient.id, assignedAt: patient.createdAt, shareWellnessSummaries: false },
      name: patientDisplayName(patient),
      shares,
      recentMoods: null,
      wellness: null,
      latestCrisis: null,
    };
    return buildReport([facts], { type: 'comprehensive', period: 'year' }, this.clock.now());
  }
}
