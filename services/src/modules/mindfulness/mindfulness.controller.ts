import { Body, Controller, Get, Post } from '@nestjs/common';
import {
  MindfulnessApiPath,
  createMindfulnessSessionSchema,
  type CreateMindfulnessSession,
  type MindfulnessCounts,
  type MindfulnessRecommendations,
  type MindfulnessSession,
} from '@anchor/contracts';
import { apiRoute } from '../../common/api-route';
import { ZodValidationPipe } from '../../common/zod-validation.pipe';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import type { UserEntity } from '../users/entities/user.entity';
import { MindfulnessRecommendationsService } from './mindfulness-recommendations.service';
import { MindfulnessSessionsService } from './mindfulness-sessions.service';
import { RecordSessionUseCase } from './use-cases/record-session.use-case';

@Controller()
export class MindfulnessController {
  constructor(
    private readonly recordSession: RecordSessionUseCase,
    private readonly sessions: MindfulnessSessionsService,
    private readonly recommendations: MindfulnessRecommendationsService,
  ) {}

  @Post(apiRoute(MindfulnessApiPath.sessions))
  create(
    @CurrentUser() user: UserEntity,
    @Body(new ZodValidationPipe(createMindfulnessSessionSchema)) session: CreateMindfulnessSession,
  ): Promise<MindfulnessSession> {
    return this.recordSession.execute({ userId: user.id, session });
  }

  @Get(apiRoute(MindfulnessApiPath.counts))
  counts(@CurrentUser() user: UserEntity): Promise<MindfulnessCounts> {
    return this.sessions.countsThisMonth(user.id, user.timeZone);
  }

  @Get(apiRoute(MindfulnessApiPath.recommendations))
  recommended(@CurrentUser() user: UserEntity): Promise<MindfulnessRecommendations> {
    return this.recommendations.forUser(user.id);
  }
}
