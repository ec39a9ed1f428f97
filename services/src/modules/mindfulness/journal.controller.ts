import { Controller, Delete, Get, HttpCode, Param, Query } from '@nestjs/common';
import {
  MindfulnessApiPath,
  journalListQuerySchema,
  type JournalEntry,
  type JournalListQuery,
} from '@anchor/contracts';
import { apiRoute } from '../../common/api-route';
import { ZodValidationPipe } from '../../common/zod-validation.pipe';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { idParamSchema, type IdParam } from '../../common/id-param';
import type { UserEntity } from '../users/entities/user.entity';
import { JournalEntriesService } from './journal-entries.service';

@Controller()
export class JournalController {
  constructor(private readonly journal: JournalEntriesService) {}

  @Get(apiRoute(MindfulnessApiPath.journal))
  list(
    @CurrentUser() user: UserEntity,
    @Query(new ZodValidationPipe(journalListQuerySchema)) query: JournalListQuery,
  ): Promise<JournalEntry[]> {
    return this.journal.listNewestFirst(user.id, query.limit);
  }

  @Delete(apiRoute(MindfulnessApiPath.journalEntry))
  @HttpCode(204)
  remove(@CurrentUser() user: UserEntity, @Param(new ZodValidationPipe(idParamSchema)) params: IdParam): Promise<void> {
    return this.journal.delete(user.id, params.id);
  }
}
