import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MoodEntryEntity } from './entities/mood-entry.entity';
import { MoodEntriesController } from './mood-entries.controller';
import { MoodEntriesService } from './mood-entries.service';
import { UpdateTodaysMoodEntryUseCase } from './update-todays-mood-entry.use-case';

@Module({
  imports: [TypeOrmModule.forFeature([MoodEntryEntity])],
  controllers: [MoodEntriesController],
  providers: [MoodEntriesService, UpdateTodaysMoodEntryUseCase],
  // The assistant reads recent moods and records detected moods through this service.
  exports: [MoodEntriesService],
})
export class MoodModule {}
