import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { OnboardingProgress, OnboardingStepId } from '@anchor/contracts';
import { OnboardingProgressEntity } from './entities/onboarding-progress.entity';

/** The wizard's completed steps, per caller. Completing onboarding removes the row. */
@Injectable()
export class OnboardingProgressService {
  constructor(
    @InjectRepository(OnboardingProgressEntity) private readonly progress: Repository<OnboardingProgressEntity>,
  ) {}

  async get(userId: number): Promise<OnboardingProgress> {
    const row = await this.progress.findOneBy({ userId });
    return { completedSteps: row?.completedSteps ?? [] };
  }

  /** Replaces the stored list (the client sends the whole list); one statement, safe under concurrency. */
  async save(userId: number, completedSteps: OnboardingStepId[]): Promise<OnboardingProgress> {
    await this.progress.upsert({ userId, completedSteps }, { conflictPaths: ['userId'] });
    return { completedSteps };
  }
}
