import type { Pcl5Clusters } from '@anchor/contracts';

/** Words of the assessment review in the chat, word for word where the product specifies them. */
export const ReviewCopy = {
  promptTitle: 'Would you like to review your assessment answers?',
  promptHint: "You can modify any responses if they don't feel accurate anymore.",
  yes: 'Yes, review my answers',
  no: 'No, continue with analysis',
  cardTitle: 'Review Your Assessment',
  progressLabel: 'Review progress',
  questionOf: (n: number, total: number) => `Question ${n} of ${total}`,
  percentComplete: (percent: number) => `${percent}% complete`,
  currentAnswer: (label: string) => `Your current answer: ${label}`,
  previous: 'Previous',
  next: 'Next',
  finish: 'Finish Review',
  noData:
    "I'm sorry, I couldn't find your assessment data. Please try taking the assessment again from the Assessment tab.",
  fetchFailed:
    "I'm having trouble accessing your assessment data right now. You can always retake the assessment from the Assessment tab if needed.",
  noDataAnalysis:
    "I'd like to offer you personalized insights, but I don't have assessment answers to go on yet. What are the main challenges you're facing right now?",
  updatedToastTitle: 'Assessment Updated',
  updatedToastDescription: 'Your responses have been saved and your analysis has been updated.',
  updated: (total: number) =>
    `Thank you for reviewing your answers. I've saved them: your updated total is ${total} of 80.`,
  saveFailed: "I couldn't save your changes just now. Your answers are still here: please press Finish Review again.",
  walkOffer: (count: number) =>
    count === 1
      ? 'One item bothered you quite a bit or more. Would you like to look at it together?'
      : `${count} items bothered you quite a bit or more. Would you like to go through them together, one at a time, starting with the hardest?`,
  noChallenging:
    'None of the items bothered you quite a bit or more. Is there anything on your mind today that you would like to talk through?',
  walkStart: 'Yes, walk me through them',
  walkLater: 'Not now',
  walkNext: 'Next item',
  finishWalk: 'Finish',
  walkStop: "That's enough for now",
  walkItem: (position: number, count: number, theme: string, label: string) =>
    `${position} of ${count}: ${theme}. You said this bothered you "${label.toLowerCase()}" this past month.`,
  walkEnd:
    "Thank you for going through these with me. Naming what's hard is a real step. You can come back to any of them, or to a tool, whenever you like.",
  walkPaused: "That's fine. We can come back to these whenever you're ready. What would help most right now?",
  welcome:
    "Thank you for trusting me with your answers. Whenever you're ready, tell me how you're doing, or pick a quick question below.",
  walkOfferLine: "If you'd like, I can walk you through the answers that were hardest, one at a time.",
} as const;

/** Greeting by time of day: before 12, before 17, else evening. */
export const TIME_OF_DAY_OPENING = {
  morning: 'Good morning.',
  afternoon: 'Good afternoon.',
  evening: 'Good evening.',
} as const;

/** A small step that suits the time of day. */
export const TIME_OF_DAY_STEP = {
  morning: 'A few minutes of 4-7-8 breathing could help set a steadier tone for the day.',
  afternoon: 'A short grounding break this afternoon (5 things you see, 4 you feel) can take the edge off.',
  evening: 'A calm wind-down this evening, with screens away and a breathing exercise, can help your sleep.',
} as const;

/** Each PCL-5 item's theme in a few words, in order (the checklist's own wording is too long for a chat line). */
export const ITEM_THEMES = [
  'Intrusive memories',
  'Disturbing dreams',
  'Flashbacks',
  'Distress at reminders',
  'Physical reactions to reminders',
  'Avoiding thoughts and feelings',
  'Avoiding external reminders',
  'Gaps in memory',
  'Negative beliefs',
  'Blaming yourself or others',
  'Strong negative emotions',
  'Loss of interest',
  'Feeling detached',
  'Trouble feeling positive emotions',
  'Irritability or anger',
  'Risky behaviour',
  'Being superalert',
  'Feeling jumpy',
  'Poor concentration',
  'Sleep trouble',
] as const;

/** What helps with each cluster, said before the link to its exercise (the exercise itself: PCL5_CLUSTER_EXERCISE). */
export const CLUSTER_TIP: Record<keyof Pcl5Clusters, string> = {
  intrusion:
    'When a memory or reminder pulls you back, grounding helps: name 5 things you see, 4 you can touch, 3 you hear, 2 you smell and 1 you taste.',
  avoidance:
    'Avoidance brings relief now but keeps the fear going. One small, planned step towards something you have been avoiding, at your own pace, is a good start.',
  cognition:
    'Thoughts like these feel true but are not always accurate. Writing the thought down and looking for evidence for and against it can loosen its grip.',
  arousal:
    'Your body may be stuck on high alert. Slow breathing, with a longer out-breath than in-breath, tells your nervous system it is safe to settle.',
};

/** The link under a tip: the cluster's exercise in Mindfulness. */
export const openExerciseLabel = (name: string) => `Open ${name} in Mindfulness`;
