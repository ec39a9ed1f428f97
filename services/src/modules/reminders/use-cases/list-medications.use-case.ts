import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { MedicationListResponse } from '@anchor/contracts';
import { MedicationsService } from '../../medications/medications.service';
import { ReminderScheduleEntity } from '../entities/reminder-schedule.entity';
import { toMedicationView } from './save-medication.use-case';

/** The caller's active medications, each with the times of its daily reminders. */
@Injectable()
export class ListMedicationsUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly medications: MedicationsService,
  ) {}

  async execute(userId: number): Promise<MedicationListResponse> {
    const [medications, schedules] = await Promise.all([
      this.medications.list(userId),
      this.dataSource.getRepository(ReminderScheduleEntity).findBy({ userId, kind: 'medication' }),
    ]);
    const items = medications
      .filter((medication) => medication.active)
      .map((medication) =>
        toMedicationView(
          medication,
          schedules.filter((schedule) => schedule.medicationId === medication.id),
        ),
      );
    return { items };
  }
}
