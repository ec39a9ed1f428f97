import { Injectable } from '@nestjs/common';
import type { Bundle } from '@medplum/fhirtypes';
import { REPORT_SECTIONS, type ProviderReport, type ReportQuery } from '@anchor/contracts';
import { Clock } from '../../common/clock';
import { localDay } from '../../common/local-day';
import { AssessmentHistoryService } from '../assessments/assessment-history.service';
import { MindfulnessSessionsService } from '../mindfulness/mindfulness-sessions.service';
import { MoodEntriesService } from '../mood/mood-entries.service';
import { CrisisEventsService } from '../safety/crisis-events.service';
import type { UserEntity } from '../users/entities/user.entity';
import { type ExportedAssessment, pcl5FhirBundle } from './exports/fhir-export';
import { buildReport, type PeriodWellness, reportWindow } from './exports/report-builder';
import { AuditAction } from './provider-audit.service';
import type { PatientFacts } from './provider-insights';
import { ProviderPatientsService } from './provider-patients.service';

/** Reports over a provider's patients and FHIR exports of one patient. */
@Injectable()
export class ProviderReportsService {
  constructor(
    private readonly patients: ProviderPatientsService,
    private readonly assessments: AssessmentHistoryService,
    private readonly moods: MoodEntriesService,
    private readonly practice: MindfulnessSessionsService,
    private readonly crisisEvents: CrisisEventsService,
    private readonly clock: Clock,
  ) {}

  async report(provider: UserEntity, query: ReportQuery, clientAddress?: string): Promise<ProviderReport> {
    const all = await this.patients.readAll(provider, AuditAction.report, clientAddress);
    const now = this.clock.now();
    const wellness = REPORT_SECTIONS[query.type].includes('wellness')
      ? await this.wellnessOver(all, reportWindow(query.period, now))
      : new Map<number, PeriodWellness>();
    return buildReport(all, query, now, wellness);
  }

  /** The period's check-ins, practice and crisis moments of each patient who shares them with this provider now. */
  private async wellnessOver(
    all: PatientFacts[],
    window: { from: Date; to: Date },
  ): Promise<Map<number, PeriodWellness>> {
    const sharing = all.filter((facts) => facts.patient.shareWellnessSummaries);
    const entries = await Promise.all(
      sharing.map(async (facts): Promise<[number, PeriodWellness]> => {
        const id = facts.patient.patientId;
        const [days, practice, crisis] = await Promise.all([
          this.moods.dailyScoresSince(id, localDay(window.from, facts.timeZone), facts.timeZone),
          this.practice.practiceTimeBetween(id, window.from, window.to),
          this.crisisEvents.summarySince(id, window.from),
        ]);
        const moods = days.map((day) => day.mood);
        return [
          id,
          {
            moodDays: moods.length,
            avgMood: moods.length ? Math.round((moods.reduce((a, b) => a + b, 0) / moods.length) * 10) / 10 : null,
            lowestMood: moods.length ? Math.min(...moods) : null,
            practiceSessions: practice.sessions,
            practiceMinutes: practice.minutes,
            practiceUntimedSessions: practice.untimedSessions,
            crisisEvents: crisis.count,
          },
        ];
      }),
    );
    return new Map(entries);
  }

  async fhir(provider: UserEntity, patientId: number, clientAddress?: string): Promise<Bundle> {
    const facts = await this.patients.readOne(provider, patientId, AuditAction.fhirExport, clientAddress);
    const ids = facts.shares.map((share) => share.assessmentId).filter((id): id is number => id !== null);
    const rows = await this.assessments.answersOf(patientId, ids);
    const items: ExportedAssessment[] = facts.shares.map((share) => {
      const row = share.assessmentId === null ? undefined : rows.get(share.assessmentId);
      // The answers leave only under a share whose scope includes them (the export checks the scope again).
      const responses = share.scope === 'scores_and_answers' ? (row?.responses ?? null) : null;
      return { share, responses, completedAt: row?.completedAt ?? share.sharedAt };
    });
    return pcl5FhirBundle({ id: patientId, displayName: facts.name }, items, this.clock.now());
  }
}
