import { z } from 'zod';

/** The largest PostgreSQL `integer`: ids beyond it can name no row and must not reach the database. */
export const MAX_ROW_ID = 2_147_483_647;

const idMessage = `must be a whole number from 1 to ${MAX_ROW_ID}`;

/** `:id` route parameters: a whole number from 1 to 2^31-1, a 400 naming `id` and that rule otherwise. */
export const idParamSchema = z.object({
  id: z.coerce
    .number({ error: idMessage })
    .int({ error: idMessage })
    .min(1, { error: idMessage })
    .max(MAX_ROW_ID, { error: idMessage }),
});
export type IdParam = z.output<typeof idParamSchema>;
