import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CrisisDetector } from './crisis-detector.service';
import { CrisisEventsService } from './crisis-events.service';
import { CrisisEventEntity } from './entities/crisis-event.entity';
import { SafetyPlanEntity } from './entities/safety-plan.entity';
import { SafetyPlanController } from './safety-plan.controller';
import { SafetyPlansService } from './safety-plans.service';
import { WrittenEntryCheckService } from './written-entry-check.service';

/** Crisis events and the personal safety plan. The assistant records events through CrisisEventsService;
 * every free-text input is checked through CrisisDetector (written entries through WrittenEntryCheckService). */
@Module({
  imports: [TypeOrmModule.forFeature([CrisisEventEntity, SafetyPlanEntity])],
  controllers: [SafetyPlanController],
  providers: [CrisisEventsService, SafetyPlansService, CrisisDetector, WrittenEntryCheckService],
  exports: [CrisisEventsService, CrisisDetector, WrittenEntryCheckService],
})
export class SafetyModule {}
