/**
 * The answer to every question about changing, stopping, mixing or dosing a medication, in or out of a flow: take
 * it to the prescriber, and what to bring to that talk. Never advice about the medication itself.
 */
export const MEDICATION_REPLIES = [
  "That's an important question, and it deserves an answer from someone who knows your history. Please talk to your prescriber before changing or stopping any medication. It can help to bring a few notes: what you've noticed, since when, how it affects your days, and what you'd hope would be different.",
  "I'm glad you're asking rather than deciding alone. I can't advise on medication, but please talk to your prescriber before changing or stopping it: they can look at the options with you. Before the appointment, jot down how you've felt on it, any side effects, and your questions, so nothing gets lost in the moment.",
  "It makes sense to wonder about this. The safest next step is to talk to your prescriber before changing or stopping anything. You could bring what you've been feeling, any side effects, what else you take (alcohol and supplements too), and what matters most to you. If they are hard to reach, a pharmacist can also talk it through.",
  'Thank you for telling me. How a medication feels matters, and your prescriber needs to hear it. Please talk to your prescriber before changing or stopping it. Noting a few things first helps: when you take it, what changed since you started, and how your sleep, mood and energy have been.',
] as const;
