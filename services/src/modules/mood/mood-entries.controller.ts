import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import {
  MoodApiPath,
  createMoodEntrySchema,
  moodEntryListQuerySchema,
  type CreateMoodEntry,
  type MoodEntry,
  type MoodEntryListQuery,
} from '@anchor/contracts';
import { apiRoute } from '../../common/api-route';
import { ZodValidationPipe } from '../../common/zod-validation.pipe';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import type { UserEntity } from '../users/entities/user.entity';
import { MoodEntriesService } from './mood-entries.service';

@Controller()
export class MoodEntriesController {
  constructor(private readonly moodEntries: MoodEntriesService) {}

  @Post(apiRoute(MoodApiPath.entries))
  create(
    @CurrentUser() user: UserEntity,
    @Body(new ZodValidationPipe(createMoodEntrySchema)) entry: CreateMoodEntry,
  ): Promise<MoodEntry> {
    return this.moodEntries.create(user.id, entry);
  }

  @Get(apiRoute(MoodApiPath.entries))
  list(
    @CurrentUser() user: UserEntity,
    @Query(new ZodValidationPipe(moodEntryListQuerySchema)) query: MoodEntryListQuery,
  ): Promise<MoodEntry[]> {
    return this.moodEntries.listNewestFirst(user.id, query.limit);
  }
}
