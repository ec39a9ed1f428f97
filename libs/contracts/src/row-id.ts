import { z } from 'zod';

/**
 * The largest PostgreSQL `integer`. Every whole number a request carries (ids, page numbers, durations) stays
 * within it: a larger one can name no row, overflows the column or the query parameter, and must be a 400.
 */
export const MAX_ROW_ID = 2_147_483_647;

const rowIdRule = `must be a whole number from 1 to ${MAX_ROW_ID}`;

/** A row id in a JSON body. */
export const rowIdSchema = z
  .number({ error: rowIdRule })
  .int({ error: rowIdRule })
  .min(1, { error: rowIdRule })
  .max(MAX_ROW_ID, { error: rowIdRule });

/** A row id in a path or query string, where it arrives as text. */
export const rowIdTextSchema = z.coerce
  .number({ error: rowIdRule })
  .int({ error: rowIdRule })
  .min(1, { error: rowIdRule })
  .max(MAX_ROW_ID, { error: rowIdRule });

/** A page number in a query string: 1 when left out. */
export const pageNumberSchema = rowIdTextSchema.default(1);
