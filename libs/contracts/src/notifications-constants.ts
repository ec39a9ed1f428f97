/** medication, mood_check, wellness_tip, emergency, and 'reminder' for a monthly assessment that is due. */
export const NOTIFICATION_TYPES = ['medication', 'mood_check', 'wellness_tip', 'emergency', 'reminder'] as const;

export const NOTIFICATION_STATUSES = ['pending', 'sent', 'failed'] as const;

/** Actions a push or in-app notification can offer; medication reminders offer both. */
export const NOTIFICATION_ACTIONS = ['taken', 'snooze'] as const;

/** Snooze creates a one-off reminder this many minutes later. */
export const SNOOZE_MINUTES = 10;

export const REMINDER_KINDS = ['mood_check', 'medication', 'wellness_tip', 'assessment_due', 'custom'] as const;

/** Reminder defaults: the times a new schedule gets when none is given. */
export const DEFAULT_MOOD_CHECK_TIME = '09:00';

export const DEFAULT_MEDICATION_TIME = '08:00';

export const DEFAULT_WELLNESS_TIP_TIME = '12:00';

export const NOTIFICATION_TITLE_MAX = 120;

export const NOTIFICATION_BODY_MAX = 500;

/** Web push payloads must stay under ~4 KB once encrypted; data is kept well below that. */
export const NOTIFICATION_DATA_MAX_BYTES = 1024;
