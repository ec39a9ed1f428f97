import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SafetyModule } from '../safety/safety.module';
import { CreateMoodEntryUseCase } from './create-mood-entry.use-case';
import { MoodEntryEntity } from './entities/mood-entry.entity';
import { MoodEntriesController } from './mood-entries.controller';
import { MoodEntriesService } from './mood-entries.service';
import { UpdateTodaysMoodEntryUseCase } from './update-todays-mood-entry.use-case';

@Module({
  imports: [TypeOrmModule.forFeature([MoodEntryEntity]), SafetyModule],
  controllers: [MoodEntriesController],
  providers: [MoodEntriesService, CreateMoodEntryUseCase, UpdateTodaysMoodEntryUseCase],
  // The assistant reads recent moods and records detected moods through this service.
  exports: [MoodEntriesService],
})
export class MoodModule {}
