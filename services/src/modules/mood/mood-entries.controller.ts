import { Controller, Get, Post } from '@nestjs/common';
import { MoodApiPath, createMoodEntrySchema, moodEntryListQuerySchema, type MoodEntry } from '@anchor/contracts';
import type { z } from 'zod';
import { apiRoute } from '../../common/api-route';
import { ZodBody, ZodQuery } from '../../common/zod-request.decorators';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import type { UserEntity } from '../users/entities/user.entity';
import { MoodEntriesService } from './mood-entries.service';

@Controller()
export class MoodEntriesController {
  constructor(private readonly moodEntries: MoodEntriesService) {}

  @Post(apiRoute(MoodApiPath.entries))
  create(
    @CurrentUser() user: UserEntity,
    @ZodBody(createMoodEntrySchema) entry: z.output<typeof createMoodEntrySchema>,
  ): Promise<MoodEntry> {
    return this.moodEntries.create(user.id, entry);
  }

  @Get(apiRoute(MoodApiPath.entries))
  list(
    @CurrentUser() user: UserEntity,
    @ZodQuery(moodEntryListQuerySchema) query: z.output<typeof moodEntryListQuerySchema>,
  ): Promise<MoodEntry[]> {
    return this.moodEntries.listNewestFirst(user.id, query.limit);
  }
}
