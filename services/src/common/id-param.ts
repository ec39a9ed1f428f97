import { rowIdTextSchema } from '@anchor/contracts';
import { z } from 'zod';

/** `:id` route parameters: a whole number from 1 to 2^31-1, a 400 naming `id` and that rule otherwise. */
export const idParamSchema = z.object({ id: rowIdTextSchema });
