import { Controller, Delete, Get, HttpCode, Put } from '@nestjs/common';
import {
  MindfulnessApiPath,
  practiceDraftSchema,
  type PracticeDraft,
  type PracticeDraftState,
} from '@anchor/contracts';
import type { z } from 'zod';
import { apiRoute } from '../../common/api-route';
import { ZodBody } from '../../common/zod-request.decorators';
import { CurrentUser } from '../../common/auth/decorators/current-user.decorator';
import type { UserEntity } from '../users/entities/user.entity';
import { PracticeDraftsService } from './practice-drafts.service';

/** The practice in progress, saved as the person goes so that a reload resumes it. */
@Controller()
export class PracticeDraftController {
  constructor(private readonly drafts: PracticeDraftsService) {}

  @Get(apiRoute(MindfulnessApiPath.draft))
  current(@CurrentUser() user: UserEntity): Promise<PracticeDraftState> {
    return this.drafts.current(user.id);
  }

  @Put(apiRoute(MindfulnessApiPath.draft))
  save(
    @CurrentUser() user: UserEntity,
    @ZodBody(practiceDraftSchema) draft: z.output<typeof practiceDraftSchema>,
  ): Promise<PracticeDraft> {
    return this.drafts.save(user.id, draft);
  }

  @Delete(apiRoute(MindfulnessApiPath.draft))
  @HttpCode(204)
  discard(@CurrentUser() user: UserEntity): Promise<void> {
    return this.drafts.discard(user.id);
  }
}
