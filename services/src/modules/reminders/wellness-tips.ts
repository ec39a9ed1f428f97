/**
 * Daily wellness tips: short, kind, and drawn from evidence-informed self-help (sleep hygiene, grounding,
 * paced breathing, behavioural activation, social support). Never advice to change treatment.
 */
export const WELLNESS_TIPS: readonly string[] = [
  'Try 4-7-8 breathing: in for 4, hold for 7, out for 8. Three rounds can calm a racing body.',
  'Grounding: name 5 things you see, 4 you can touch, 3 you hear, 2 you smell and 1 you taste.',
  'A short walk outside, even 10 minutes, can lift your mood and ease tension.',
  'Keeping the same wake-up time every day helps your sleep settle, even after a rough night.',
  'Screens off 30 minutes before bed gives your mind a chance to wind down.',
  'A glass of water now is a small, real act of care for yourself.',
  'Reach out to one person you trust today, even with a short message.',
  'Notice one thing that went okay today, however small. It counts.',
  'When a memory feels overwhelming, press your feet into the floor and notice the support beneath you.',
  'Plan one small, enjoyable activity today. Doing comes before feeling better, not after.',
  'Caffeine late in the day can keep your body on alert. Try switching to water after lunch.',
  'Slow your exhale to be longer than your inhale. It tells your nervous system it is safe.',
  'Write down a worrying thought, then ask: what would I say to a friend who had it?',
  'Gentle stretching for five minutes can release tension your body has been holding.',
  'It is okay to rest. Recovery is not a race.',
  'Try a safe-place visualisation: picture a calm place in detail, its colours, sounds and warmth.',
  'A regular meal time helps steady both energy and mood.',
  'If sleep will not come after 20 minutes, get up and do something quiet until you feel sleepy.',
  'Name the feeling you have right now. Putting feelings into words can make them easier to hold.',
  'Spend a few minutes in daylight this morning. It helps set your body clock.',
  'Progress is rarely a straight line. A hard day does not undo the work you have done.',
  'Hold something cold or textured for a minute to bring your attention back to the present.',
  'Break one big task into the smallest first step, and do only that step.',
  'Kindness toward yourself is a skill. Try speaking to yourself as you would to someone you care about.',
  'Limit news and social media when they leave you feeling on edge. You can choose when to check in.',
  'Move your body in a way you enjoy: dancing, gardening or tidying all count.',
  'Before bed, jot down three things on your mind so they can wait on paper until morning.',
  'Alcohol can make sleep lighter and anxiety stronger the next day. Notice how it affects you.',
  'Try box breathing: in for 4, hold for 4, out for 4, hold for 4. Repeat four times.',
  'Your reactions made sense as ways to stay safe. Healing is learning you are safer now.',
  'Connect with something larger than the moment: music, nature, faith or a cause you care about.',
  'If today feels too heavy, help is there: in the US call or text 988, any time.',
];

/** Rotates daily; offset by user so that people sharing a device or household do not get the same tip. */
export function wellnessTipFor(userId: number, localDateIso: string): string {
  const dayNumber = Math.floor(Date.parse(`${localDateIso}T00:00:00Z`) / 86_400_000);
  return WELLNESS_TIPS[(dayNumber + userId) % WELLNESS_TIPS.length];
}
