/** Server messages of the assessment feature; the first is the spec's wording (part 2 section 5). */
export const AssessmentCopy = {
  answerAtLeastOne: "Please answer at least 1 question or use the 'Skip Assessment' button to continue.",
  noAssessment: 'No assessment found',
  noDraft: 'No assessment in progress',
} as const;
