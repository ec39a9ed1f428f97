import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { onboardingDraftSchema, type OnboardingProgress } from '@anchor/contracts';
import { OnboardingProgressEntity } from './entities/onboarding-progress.entity';

/** Stored answers are read back through the same schema they were written with; anything else is dropped. */
function parseAnswers(stored: string | null): OnboardingProgress['answers'] {
  if (!stored) return null;
  try {
    const parsed = onboardingDraftSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The wizard as the caller left it. Completing onboarding removes the row. */
@Injectable()
export class OnboardingProgressService {
  constructor(
    @InjectRepository(OnboardingProgressEntity) private readonly progress: Repository<OnboardingProgressEntity>,
  ) {}

  async get(userId: number): Promise<OnboardingProgress> {
    const row = await this.progress.findOneBy({ userId });
    return {
      completedSteps: row?.completedSteps ?? [],
      currentStep: row?.currentStep ?? 0,
      answers: parseAnswers(row?.answers ?? null),
    };
  }

  /** Replaces the stored progress (the client sends all of it); one statement, safe under concurrency. */
  async save(userId: number, progress: OnboardingProgress): Promise<OnboardingProgress> {
    const { completedSteps, currentStep, answers } = progress;
    await this.progress.upsert(
      { userId, completedSteps, currentStep, answers: answers ? JSON.stringify(answers) : null },
      { conflictPaths: ['userId'] },
    );
    return { completedSteps, currentStep, answers };
  }
}
