import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AssessmentsCoreModule } from '../assessments/assessments-core.module';
import { RemindersCoreModule } from '../reminders/reminders-core.module';
import { SafetyModule } from '../safety/safety.module';
import { JournalEntryEntity } from './entities/journal-entry.entity';
import { MeditationTimerEntity } from './entities/meditation-timer.entity';
import { MindfulnessPreferencesEntity } from './entities/mindfulness-preferences.entity';
import { MindfulnessSessionEntity } from './entities/mindfulness-session.entity';
import { JournalController } from './journal.controller';
import { JournalEntriesService } from './journal-entries.service';
import { MeditationTimerController } from './meditation-timer.controller';
import { MeditationTimersService } from './meditation-timers.service';
import { MindfulnessRecommendationsService } from './mindfulness-recommendations.service';
import { MindfulnessSessionsService } from './mindfulness-sessions.service';
import { MindfulnessController } from './mindfulness.controller';
import { PracticeDraftController } from './practice-draft.controller';
import { PracticeDraftsService } from './practice-drafts.service';
import { PracticeDraftEntity } from './entities/practice-draft.entity';
import { PracticeStreakController } from './practice-streak.controller';
import { PracticeStreakService } from './practice-streak.service';
import { RecordSessionUseCase } from './use-cases/record-session.use-case';
import { StartMeditationTimerUseCase } from './use-cases/start-meditation-timer.use-case';

/** Mindfulness, CBT and EMDR practice: sessions, distress ratings, the journal, the meditation timer and the opt-in streak. */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      MindfulnessSessionEntity,
      JournalEntryEntity,
      MeditationTimerEntity,
      MindfulnessPreferencesEntity,
      PracticeDraftEntity,
    ]),
    AssessmentsCoreModule,
    RemindersCoreModule,
    SafetyModule,
  ],
  controllers: [
    MindfulnessController,
    JournalController,
    MeditationTimerController,
    PracticeStreakController,
    PracticeDraftController,
  ],
  providers: [
    RecordSessionUseCase,
    StartMeditationTimerUseCase,
    MindfulnessSessionsService,
    MindfulnessRecommendationsService,
    JournalEntriesService,
    MeditationTimersService,
    PracticeStreakService,
    PracticeDraftsService,
  ],
  // Insights reads sessions with their distress ratings (before and after) through this service.
  exports: [MindfulnessSessionsService],
})
export class MindfulnessModule {}
