import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, In, Repository } from 'typeorm';
import type {
  AssessmentHistoryPage,
  AssessmentHistoryQuery,
  LatestAssessment,
  Pcl5Answer,
  Pcl5ChartPoint,
  Pcl5Clusters,
} from '@anchor/contracts';
import { pcl5Change } from '@anchor/clinical';
import { ApiException } from '../../common/api-error';
import { poolOf } from '../../database/pool';
import { answeredCountOf, toAssessmentResult } from './assessment-result.mapper';
import { lastCompletionOfEveryone, latestScoredSummaryRow, previousScoreRows } from './assessments.queries';
import { AssessmentCopy } from './copy';
import { Pcl5AssessmentEntity } from './entities/pcl5-assessment.entity';

export interface LatestScoredSummary {
  total: number;
  clusters: Pcl5Clusters;
  /** Questions answered of 20: a partial assessment concludes nothing. */
  answeredCount: number;
  /** The total of the assessment before it with every question answered (a partial total is not compared). */
  previousTotal: number | null;
}

/** PostgreSQL integer ids stop here; a larger id cannot exist (and would fail the query). */
const MAX_INTEGER_ID = 2_147_483_647;

/** Reads the caller's own assessments; every query is scoped by the caller's id. */
@Injectable()
export class AssessmentHistoryService {
  constructor(@InjectRepository(Pcl5AssessmentEntity) private readonly assessments: Repository<Pcl5AssessmentEntity>) {}

  /** The latest completed, not skipped, assessment (a skip has no answers to review). */
  async latest(userId: number): Promise<LatestAssessment> {
    const row = await this.assessments.findOne({
      where: { userId, completed: true, skipped: false },
      order: { completedAt: 'DESC', id: 'DESC' },
    });
    if (!row) throw new ApiException(404, AssessmentCopy.noAssessment);
    return { responses: row.responses, totalScore: row.score };
  }

  /** The id of the latest completed, not skipped, assessment; null when there is none. */
  async latestScoredId(userId: number): Promise<number | null> {
    const row = await this.assessments.findOne({
      select: { id: true },
      where: { userId, completed: true, skipped: false },
      order: { completedAt: 'DESC', id: 'DESC' },
    });
    return row?.id ?? null;
  }

  /**
   * The caller's assessment of that id (taken or skipped), or without an id their latest completed one: only a
   * scored (not skipped) one for 'scored', a skipped one too for 'completed'. Null when there is none. Reads inside
   * the caller's transaction when given one (sharing).
   */
  ownedOrLatest(
    userId: number,
    assessmentId: number | undefined,
    latest: 'scored' | 'completed',
    manager?: EntityManager,
  ): Promise<Pcl5AssessmentEntity | null> {
    const assessments = manager ? manager.getRepository(Pcl5AssessmentEntity) : this.assessments;
    if (assessmentId === undefined) {
      return assessments.findOne({
        where: latest === 'scored' ? { userId, completed: true, skipped: false } : { userId, completed: true },
        order: { completedAt: 'DESC', id: 'DESC' },
      });
    }
    return assessmentId <= MAX_INTEGER_ID ? assessments.findOneBy({ id: assessmentId, userId }) : Promise.resolve(null);
  }

  /**
   * The latest completed, not skipped, assessment's total and clusters with the total of the scored one before it
   * (null for the first), in one statement; null when there is none. What the assistant's replies use.
   */
  async latestScoredSummary(userId: number): Promise<LatestScoredSummary | null> {
    const row = await latestScoredSummaryRow(poolOf(this.assessments), userId);
    if (!row) return null;
    return {
      total: row.score,
      clusters: {
        intrusion: row.cluster_b ?? 0,
        avoidance: row.cluster_c ?? 0,
        cognition: row.cluster_d ?? 0,
        arousal: row.cluster_e ?? 0,
      },
      answeredCount: row.answered,
      previousTotal: row.previous,
    };
  }

  /** The answers of the given assessments of one user (for a provider's export of what the user shared). */
  async answersOf(userId: number, ids: number[]): Promise<Map<number, Pcl5AssessmentEntity>> {
    if (ids.length === 0) return new Map();
    const rows = await this.assessments.findBy({ userId, id: In(ids) });
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** Newest first, skips included; each scored item carries its change against the scored one before it. */
  async page(userId: number, { page, pageSize }: AssessmentHistoryQuery): Promise<AssessmentHistoryPage> {
    const [rows, total] = await this.assessments.findAndCount({
      where: { userId, completed: true },
      order: { completedAt: 'DESC', id: 'DESC' },
      skip: (page - 1) * pageSize,
      take: pageSize,
    });
    const previousScores = await this.previousScores(
      userId,
      rows.filter((row) => !row.skipped).map((row) => row.id),
    );
    const items = rows.map((row) => {
      const previous = previousScores.get(row.id);
      return toAssessmentResult(row, previous === undefined ? null : pcl5Change(previous, row.score));
    });
    return { items, total, page, pageSize };
  }

  /** Assessment id to the score of the caller's scored assessment just before it (none for the first). */
  private async previousScores(userId: number, ids: number[]): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const rows = await previousScoreRows(this.assessments, userId, ids);
    return new Map(rows.filter((row) => row.previous !== null).map((row) => [row.id, Number(row.previous)]));
  }

  /**
   * For every user who has completed or skipped an assessment: when they last did (null when that row has no
   * completion time). Users with none are absent. Used by the hourly assessment-reminder sweep.
   */
  async lastCompletedAtOfEveryone(): Promise<Map<number, Date | null>> {
    const rows = await lastCompletionOfEveryone(this.assessments);
    return new Map(rows.map((row) => [row.user_id, row.completed_at === null ? null : new Date(row.completed_at)]));
  }

  /** When the caller last completed or skipped an assessment: a skip restarts the monthly cycle. */
  async lastCompletedAt(userId: number): Promise<Date | null> {
    const row = await this.assessments.findOne({
      select: { id: true, completedAt: true },
      where: { userId, completed: true },
      order: { completedAt: 'DESC', id: 'DESC' },
    });
    return row?.completedAt ?? null;
  }

  /** Cluster scores of the latest completed, not skipped, assessment; null when there is none (or none scored). */
  async latestClusters(userId: number): Promise<Pcl5Clusters | null> {
    const row = await this.assessments.findOne({
      where: { userId, completed: true, skipped: false },
      order: { completedAt: 'DESC', id: 'DESC' },
    });
    if (!row || row.clusterB === null || row.clusterC === null || row.clusterD === null || row.clusterE === null) {
      return null;
    }
    return { intrusion: row.clusterB, avoidance: row.clusterC, cognition: row.clusterD, arousal: row.clusterE };
  }

  /** Every scored (not skipped) assessment with its answers, oldest first: the series behind PCL-5 trends and charts. */
  async scoredSeries(userId: number): Promise<(Pcl5ChartPoint & { responses: Pcl5Answer[] })[]> {
    const rows = await this.assessments.find({
      where: { userId, completed: true, skipped: false },
      order: { completedAt: 'ASC', id: 'ASC' },
    });
    return rows.map((row) => ({
      completedAt: row.completedAt.toISOString(),
      totalScore: row.score,
      intrusion: row.clusterB ?? 0,
      avoidance: row.clusterC ?? 0,
      cognition: row.clusterD ?? 0,
      arousal: row.clusterE ?? 0,
      answeredCount: answeredCountOf(row),
      responses: row.responses,
    }));
  }
}
