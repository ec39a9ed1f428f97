import type { InsightCards } from './card-types';

/** Adherence comes from answered medication reminders; until those are read here the card says what it needs. */
export function medicationCards(): InsightCards {
  return {
    recommendations: [
      {
        id: 'medications-adherence',
        topic: 'medications',
        status: 'needs_data',
        priority: 'low',
        icon: 'pill',
        description: 'Medication adherence needs a week of medication reminders answered with Taken or Snooze.',
        action: { label: 'Set a medication reminder', target: { kind: 'reminder_settings' } },
        prediction: 'Taking medication at a steady time helps it work as prescribed.',
        basis: null,
      },
    ],
    trends: [],
  };
}
