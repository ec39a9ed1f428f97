import { z } from 'zod';

/** Per-user permissions for video, voice and messaging apps, and whether the assistant notices moods in chat. */
export interface UserSettings {
  allowVideoApps: boolean;
  allowVoiceApps: boolean;
  allowMessageApps: boolean;
  /**
   * Whether the assistant reads a mood from the person's chat messages (typed or spoken). Off: nothing is
   * inferred or stored, and no 'Mood detected' toast appears; the crisis check of every message still runs.
   */
  noticeMoodsInChat: boolean;
}

export const settingsPatchSchema = z
  .object({
    allowVideoApps: z.boolean().optional(),
    allowVoiceApps: z.boolean().optional(),
    allowMessageApps: z.boolean().optional(),
    noticeMoodsInChat: z.boolean().optional(),
  })
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, { error: 'At least one setting is required' });
export type SettingsPatch = z.infer<typeof settingsPatchSchema>;
