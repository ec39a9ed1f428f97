import { Controller, Get, Post } from '@nestjs/common';
import {
  MindfulnessApiPath,
  createMindfulnessSessionSchema,
  recordedMindfulnessSessionSchema,
  type MindfulnessCounts,
  type MindfulnessRecommendations,
  type RecordedMindfulnessSession,
} from '@anchor/contracts';
import type { z } from 'zod';
import { apiRoute } from '../../common/api-route';
import { ZodBody, ZodResponse } from '../../common/zod-request.decorators';
import { CurrentUser } from '../../common/auth/decorators/current-user.decorator';
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
  @ZodResponse(recordedMindfulnessSessionSchema)
  create(
    @CurrentUser() user: UserEntity,
    @ZodBody(createMindfulnessSessionSchema) session: z.output<typeof createMindfulnessSessionSchema>,
  ): Promise<RecordedMindfulnessSession> {
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
