import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NotificationsCoreModule } from '../notifications/notifications-core.module';
import { MedicationEntity } from './entities/medication.entity';
import { MedicationAdherenceService } from './medication-adherence.service';
import { MedicationsService } from './medications.service';

/**
 * Owns the medications table: other modules (reminders, onboarding) go through MedicationsService. Adherence
 * reads the reminders' actions through the notifications module, which depends on nothing here.
 */
@Module({
  imports: [TypeOrmModule.forFeature([MedicationEntity]), NotificationsCoreModule],
  providers: [MedicationsService, MedicationAdherenceService],
  exports: [MedicationsService, MedicationAdherenceService],
})
export class MedicationsModule {}
