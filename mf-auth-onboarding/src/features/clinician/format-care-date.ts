/** A message's moment in the reader's own zone and words. */
export const formatCareMoment = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A calendar date (YYYY-MM-DD) as that same day wherever the reader is. */
export const formatCareDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString(undefined, { dateStyle: 'medium', timeZone: 'UTC' });
