/** Server messages of the assessment feature; the first is the product's wording, kept word for word. */
export const AssessmentCopy = {
  answerAtLeastOne: "Please answer at least 1 question or use the 'Skip Assessment' button to continue.",
  noAssessment: 'No assessment found',
} as const;
