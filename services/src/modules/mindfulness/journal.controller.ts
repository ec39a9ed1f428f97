import { Controller, Delete, Get, HttpCode } from '@nestjs/common';
import { MindfulnessApiPath, journalListQuerySchema, type JournalEntry } from '@anchor/contracts';
import type { z } from 'zod';
import { apiRoute } from '../../common/api-route';
import { ZodParams, ZodQuery } from '../../common/zod-request.decorators';
import { CurrentUser } from '../../common/auth/decorators/current-user.decorator';
import { idParamSchema } from '../../common/id-param';
import type { UserEntity } from '../users/entities/user.entity';
import { JournalEntriesService } from './journal-entries.service';

@Controller()
export class JournalController {
  constructor(private readonly journal: JournalEntriesService) {}

  @Get(apiRoute(MindfulnessApiPath.journal))
  list(
    @CurrentUser() user: UserEntity,
    @ZodQuery(journalListQuerySchema) query: z.output<typeof journalListQuerySchema>,
  ): Promise<JournalEntry[]> {
    return this.journal.listNewestFirst(user.id, query);
  }

  @Delete(apiRoute(MindfulnessApiPath.journalEntry))
  @HttpCode(204)
  remove(
    @CurrentUser() user: UserEntity,
    @ZodParams(idParamSchema) params: z.output<typeof idParamSchema>,
  ): Promise<void> {
    return this.journal.delete(user.id, params.id);
  }
}
