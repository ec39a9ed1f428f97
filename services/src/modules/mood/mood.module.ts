import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MoodEntryEntity } from './entities/mood-entry.entity';
import { MoodEntriesController } from './mood-entries.controller';
import { MoodEntriesService } from './mood-entries.service';

@Module({
  imports: [TypeOrmModule.forFeature([MoodEntryEntity])],
  controllers: [MoodEntriesController],
  providers: [MoodEntriesService],
  // The assistant reads recent moods and records detected moods through this service.
  exports: [MoodEntriesService],
})
export class MoodModule {}
