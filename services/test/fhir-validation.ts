import { createRequire } from 'node:module';
import type { Bundle } from '@medplum/fhirtypes';

interface FhirValidator {
  validate(
    resource: object,
    options: { errorOnUnexpected: boolean },
  ): { valid: boolean; messages: { location?: string; severity?: string; message?: string }[] };
}

let validator: FhirValidator | undefined;

/** Lantana's `fhir` package (R4 structure definitions and value sets), loaded once; only its validate is used. */
function fhirValidator(): FhirValidator {
  if (validator) return validator;
  const { Fhir } = createRequire(__filename)('fhir') as { Fhir: new () => FhirValidator };
  validator = new Fhir();
  return validator;
}

/** What the `fhir` package finds wrong in a resource (unknown elements too), as "location: message"; [] when valid. */
export function fhirPackageErrors(resource: object): string[] {
  return fhirValidator()
    .validate(resource, { errorOnUnexpected: true })
    .messages.filter((message) => message.severity === 'error' || message.severity === 'fatal')
    .map((message) => `${message.location ?? '/'}: ${message.message ?? ''}`);
}

/** Every `reference` anywhere in the Bundle that names no entry's fullUrl; [] when all resolve inside it. */
export function unresolvedReferences(bundle: Bundle): string[] {
  const fullUrls = new Set((bundle.entry ?? []).map((entry) => entry.fullUrl));
  const references: string[] = [];
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (key === 'reference' && typeof child === 'string') references.push(child);
        else walk(child);
      }
    }
  };
  walk(bundle);
  return references.filter((reference) => !fullUrls.has(reference));
}
