/**
 * The PCL-5 checklist as published by the VA National Center for PTSD (Weathers et al., 2013).
 * The item wording is the instrument: changing it changes what the score means, so it is kept verbatim.
 */
export const PCL5_ITEMS = [
  'Repeated, disturbing, and unwanted memories of the stressful experience?',
  'Repeated, disturbing dreams of the stressful experience?',
  'Suddenly feeling or acting as if the stressful experience were actually happening again (as if you were actually back there reliving it)?',
  'Feeling very upset when something reminded you of the stressful experience?',
  'Having strong physical reactions when something reminded you of the stressful experience (for example, heart pounding, trouble breathing, sweating)?',
  'Avoiding memories, thoughts, or feelings related to the stressful experience?',
  'Avoiding external reminders of the stressful experience (for example, people, places, conversations, activities, objects, or situations)?',
  'Trouble remembering important parts of the stressful experience?',
  'Having strong negative beliefs about yourself, other people, or the world (for example, having thoughts such as: I am bad, there is something seriously wrong with me, no one can be trusted, the world is completely dangerous)?',
  'Blaming yourself or someone else for the stressful experience or what happened after it?',
  'Having strong negative feelings such as fear, horror, anger, guilt, or shame?',
  'Loss of interest in activities that you used to enjoy?',
  'Feeling distant or cut off from other people?',
  'Trouble experiencing positive feelings (for example, being unable to feel happiness or have loving feelings for people close to you)?',
  'Irritable behavior, angry outbursts, or acting aggressively?',
  'Taking too many risks or doing things that could cause you harm?',
  'Being "superalert" or watchful or on guard?',
  'Feeling jumpy or easily startled?',
  'Having difficulty concentrating?',
  'Trouble falling or staying asleep?',
] as const;

/** How every item is put to the user, word for word. */
export function pcl5Prompt(question: string): string {
  return `In the past month, how much were you bothered by: ${question}`;
}

/** Rating 0-4 to its label. */
export const PCL5_ANSWER_LABELS = ['Not at all', 'A little bit', 'Moderately', 'Quite a bit', 'Extremely'] as const;

export const PCL5_ANSWER_OPTIONS = PCL5_ANSWER_LABELS.map((label, value) => ({ value, label }));

export const PCL5_ESTIMATED_TIME = '5-10 minutes';
