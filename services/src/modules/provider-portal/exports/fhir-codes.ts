import { createHash } from 'node:crypto';

/** LOINC codes of the PCL-5: the 20-item panel and its total score. LOINC has no codes for the symptom groups. */
export const LOINC = {
  system: 'http://loinc.org',
  pcl5Panel: '101697-1',
  pcl5Total: '101698-9',
} as const;

/** The panel as LOINC publishes it as a FHIR Questionnaire. */
export const PCL5_QUESTIONNAIRE = `${LOINC.system}/q/${LOINC.pcl5Panel}`;

/**
 * Anchor's own codes, for what LOINC does not code: the four DSM-5 symptom groups (criteria B-E) the PCL-5's items
 * sum into, and how many of the 20 questions a total was summed from.
 */
export const ANCHOR_PCL5_SYSTEM = 'https://anchor.example/fhir/CodeSystem/pcl5';

export const OBSERVATION_CATEGORY = 'http://terminology.hl7.org/CodeSystem/observation-category';

/**
 * A stable `urn:uuid:` for one resource of the export (the same share's total is the same URN in every download),
 * built as a name-based (version 5 style) UUID from what the resource is.
 */
export function stableUrn(name: string): string {
  const hash = createHash('sha1').update(`anchor-fhir-export:${name}`).digest();
  hash[6] = (hash[6] & 0x0f) | 0x50;
  hash[8] = (hash[8] & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `urn:uuid:${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
