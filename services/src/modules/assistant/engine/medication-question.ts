import type { EngineReply, EngineState } from './engine-types';
import { MEDICATION_REPLIES } from './replies/medication.copy';
import { chooseReply } from './seeded-choice';

/**
 * Medicines by kind and by the names (generic and brand) people with trauma are most often prescribed: for PTSD,
 * depression, anxiety, nightmares and sleep.
 */
const MEDICATION =
  /\b(?:medications?|medicines?|meds|pills?|tablets?|doses?|dosage|prescri\w*|antidepressants?|ssris?|snris?|benzos?|benzodiazepines?|sertraline|zoloft|fluoxetine|prozac|paroxetine|paxil|citalopram|celexa|escitalopram|lexapro|venlafaxine|effexor|duloxetine|cymbalta|bupropion|wellbutrin|mirtazapine|remeron|trazodone|prazosin|quetiapine|seroquel|aripiprazole|abilify|olanzapine|risperidone|lithium|lamotrigine|gabapentin|pregabalin|propranolol|clonidine|hydroxyzine|buspirone|alprazolam|xanax|lorazepam|ativan|clonazepam|klonopin|diazepam|valium|zolpidem|ambien|melatonin)\b/;

/** Asking about it, or about changing, skipping, mixing or its effects, rather than just mentioning it. */
const ASKING_OR_CHANGING =
  /\?|\b(?:should|shall|can|could|is it|is that|do i|does|stop|stopping|quit|quitting|come off|coming off|get off|taper|wean|skip|skipping|double|increase|decrease|reduce|lower|raise|higher|cut|switch|change|changing|mix|mixing|alcohol|drink|side effects?|makes? me|made me|safe|addictive|withdrawal)\b/;

/**
 * A question about a medication ("Should I stop taking my sertraline? It makes me feel numb"): always answered with
 * "talk to your prescriber", never read as "stop" in a flow, never sent to a model.
 */
export function isMedicationQuestion(message: string): boolean {
  const text = message.toLowerCase().replace(/[’']/g, "'");
  return MEDICATION.test(text) && ASKING_OR_CHANGING.test(text);
}

const MAX_USED = 60;

/** The prescriber answer, in one of its wordings (seeded, and not the same one as last time). */
export function medicationReply(input: { seed: string; state: EngineState }, state: EngineState): EngineReply {
  const choice = chooseReply(MEDICATION_REPLIES, 'medication', `${input.seed}:${input.state.turn}`, state.used);
  const used = [...state.used, choice.id].slice(-MAX_USED);
  return { response: choice.text, type: 'support', buttons: [], link: null, state: { ...state, used } };
}
