import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { EMPTY_SAFETY_PLAN, SAFETY_PLAN_STEPS, type SafetyPlan, type SafetyPlanSteps } from '@anchor/contracts';
import { SafetyPlanEntity } from './entities/safety-plan.entity';

function parseSteps(json: string): SafetyPlanSteps {
  const stored = JSON.parse(json) as Partial<SafetyPlanSteps>;
  return Object.fromEntries(SAFETY_PLAN_STEPS.map((step) => [step, stored[step] ?? ''])) as SafetyPlanSteps;
}

/** One safety plan per person, read and written only for the caller. */
@Injectable()
export class SafetyPlansService {
  constructor(@InjectRepository(SafetyPlanEntity) private readonly plans: Repository<SafetyPlanEntity>) {}

  async get(userId: number): Promise<SafetyPlan> {
    const row = await this.plans.findOneBy({ userId });
    if (!row) return EMPTY_SAFETY_PLAN;
    return { ...parseSteps(row.steps), updatedAt: row.updatedAt.toISOString() };
  }

  async save(userId: number, steps: SafetyPlanSteps): Promise<SafetyPlan> {
    await this.plans.save(this.plans.create({ userId, steps: JSON.stringify(steps) }));
    return this.get(userId);
  }
}
