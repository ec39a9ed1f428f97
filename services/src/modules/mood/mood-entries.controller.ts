import { Controller, Get, Patch, Post } from '@nestjs/common';
import {
  MoodApiPath,
  createMoodEntrySchema,
  moodEntryListQuerySchema,
  savedMoodEntrySchema,
  updateMoodEntrySchema,
  type MoodEntry,
  type SavedMoodEntry,
  type TodayMoodEntryResponse,
} from '@anchor/contracts';
import type { z } from 'zod';
import { apiRoute } from '../../common/api-route';
import { Clock } from '../../common/clock';
import { idParamSchema } from '../../common/id-param';
import { ZodBody, ZodParams, ZodQuery, ZodResponse } from '../../common/zod-request.decorators';
import { CurrentUser } from '../../common/auth/decorators/current-user.decorator';
import type { UserEntity } from '../users/entities/user.entity';
import { CreateMoodEntryUseCase } from './create-mood-entry.use-case';
import { MoodEntriesService } from './mood-entries.service';
import { UpdateTodaysMoodEntryUseCase } from './update-todays-mood-entry.use-case';

@Controller()
export class MoodEntriesController {
  constructor(
    private readonly moodEntries: MoodEntriesService,
    private readonly createEntry: CreateMoodEntryUseCase,
    private readonly updateTodaysEntry: UpdateTodaysMoodEntryUseCase,
    private readonly clock: Clock,
  ) {}

  @Post(apiRoute(MoodApiPath.entries))
  @ZodResponse(savedMoodEntrySchema)
  create(
    @CurrentUser() user: UserEntity,
    @ZodBody(createMoodEntrySchema) entry: z.output<typeof createMoodEntrySchema>,
  ): Promise<SavedMoodEntry> {
    return this.createEntry.execute({ userId: user.id, entry });
  }

  @Get(apiRoute(MoodApiPath.entries))
  list(
    @CurrentUser() user: UserEntity,
    @ZodQuery(moodEntryListQuerySchema) query: z.output<typeof moodEntryListQuerySchema>,
  ): Promise<MoodEntry[]> {
    return this.moodEntries.listNewestFirst(user.id, query.limit);
  }

  /** Today's latest check-in in the caller's own time zone: what one tap on Insights edits. */
  @Get(apiRoute(MoodApiPath.today))
  async today(@CurrentUser() user: UserEntity): Promise<TodayMoodEntryResponse> {
    return { entry: await this.moodEntries.latestOfDay(user.id, user.timeZone, this.clock.now()) };
  }

  @Patch(apiRoute(MoodApiPath.entry))
  @ZodResponse(savedMoodEntrySchema)
  update(
    @CurrentUser() user: UserEntity,
    @ZodParams(idParamSchema) params: z.output<typeof idParamSchema>,
    @ZodBody(updateMoodEntrySchema) values: z.output<typeof updateMoodEntrySchema>,
  ): Promise<SavedMoodEntry> {
    return this.updateTodaysEntry.execute({ userId: user.id, timeZone: user.timeZone, id: params.id, values });
  }
}
