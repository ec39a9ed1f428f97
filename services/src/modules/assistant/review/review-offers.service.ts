import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { ReviewOffer, ReviewOfferChoice } from '@anchor/contracts';
import { AssessmentHistoryService } from '../../assessments/assessment-history.service';
import { AssessmentReviewOfferEntity } from '../entities/assessment-review-offer.entity';

/** The chat offers to review an assessment once: from the first chat after it until the person answers. */
@Injectable()
export class ReviewOffersService {
  constructor(
    @InjectRepository(AssessmentReviewOfferEntity) private readonly offers: Repository<AssessmentReviewOfferEntity>,
    private readonly assessments: AssessmentHistoryService,
  ) {}

  async offer(userId: number): Promise<ReviewOffer> {
    const latest = await this.assessments.latestScoredId(userId);
    if (latest === null) return { offer: false };
    const answered = await this.offers.findOneBy({ userId });
    return { offer: answered?.assessmentId !== latest };
  }

  /** Records the answer for the latest assessment (nothing to record without one). */
  async answer(userId: number, choice: ReviewOfferChoice): Promise<void> {
    const latest = await this.assessments.latestScoredId(userId);
    if (latest === null) return;
    await this.offers.upsert({ userId, assessmentId: latest, choice }, ['userId']);
  }
}
