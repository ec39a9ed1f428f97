import { Injectable } from '@nestjs/common';
import type { MedicationAdherence } from '@anchor/contracts';
import { localDay } from '../../common/local-day';
import { NotificationsService } from '../notifications/notifications.service';
import { adherenceWeeks, dosesOf, weekStarts } from './medication-adherence';
import { MedicationsService } from './medications.service';

const DAY_MS = 86_400_000;

/**
 * Weekly adherence per medication from its reminders' Taken and Snooze actions. The reminders are read through
 * the notifications module's service (it owns that table); medication names come from this module's own table.
 */
@Injectable()
export class MedicationAdherenceService {
  constructor(
    private readonly medications: MedicationsService,
    private readonly notifications: NotificationsService,
  ) {}

  /** The last `weeks` weeks (the current one included) of every medication that had a reminder in them. */
  async weekly(userId: number, timeZone: string, now: Date, weeks: number): Promise<MedicationAdherence[]> {
    const today = localDay(now, timeZone);
    const starts = weekStarts(today, weeks);
    // A day's margin either side covers every time zone; doses are then kept by their local day.
    const from = new Date(Date.parse(`${starts[0]}T00:00:00Z`) - DAY_MS);
    const [medications, records] = await Promise.all([
      this.medications.list(userId),
      this.notifications.medicationRemindersBetween(userId, from, new Date(now.getTime() + DAY_MS)),
    ]);
    const doses = dosesOf(records, timeZone, today).filter((dose) => dose.day >= starts[0] && dose.day <= today);
    return medications.flatMap((medication) => {
      const own = doses.filter((dose) => dose.medicationId === medication.id);
      return own.length === 0
        ? []
        : [{ medicationId: medication.id, name: medication.name, weeks: adherenceWeeks(own, starts) }];
    });
  }
}
