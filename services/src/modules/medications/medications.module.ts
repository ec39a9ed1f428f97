import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MedicationEntity } from './entities/medication.entity';
import { MedicationsService } from './medications.service';

/** Owns the medications table: other modules (reminders, onboarding) go through MedicationsService. */
@Module({
  imports: [TypeOrmModule.forFeature([MedicationEntity])],
  providers: [MedicationsService],
  exports: [MedicationsService],
})
export class MedicationsModule {}
