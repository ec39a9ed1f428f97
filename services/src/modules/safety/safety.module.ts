import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CrisisEventsService } from './crisis-events.service';
import { CrisisEventEntity } from './entities/crisis-event.entity';
import { SafetyPlanEntity } from './entities/safety-plan.entity';
import { SafetyPlanController } from './safety-plan.controller';
import { SafetyPlansService } from './safety-plans.service';

/** Crisis events and the personal safety plan. The assistant records events through CrisisEventsService. */
@Module({
  imports: [TypeOrmModule.forFeature([CrisisEventEntity, SafetyPlanEntity])],
  controllers: [SafetyPlanController],
  providers: [CrisisEventsService, SafetyPlansService],
  exports: [CrisisEventsService],
})
export class SafetyModule {}
