import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  type Manifest,
  byKind,
  composeSchemaProblems,
  containersOf,
  deployDir,
  inlinedSecrets,
  isSecretSetting,
  kubernetesSchemaProblems,
  readCompose,
  readManifests,
  secretsReferencedBy,
} from './deploy-manifests';

const manifests = readManifests();
const compose = readCompose();
const api = byKind(manifests, 'Deployment', 'anchor-api');
const worker = byKind(manifests, 'Deployment', 'anchor-worker');
const migrate = byKind(manifests, 'Job', 'anchor-migrate');
const copy = <T>(value: T): T => structuredClone(value);

describe('deploy/k8s: the Kubernetes manifests', () => {
  it("every document is valid against Kubernetes' schemas (kubernetes-models)", () => {
    expect(manifests.length).toBeGreaterThanOrEqual(10);
    expect(kubernetesSchemaProblems(manifests)).toEqual([]);
  });

  it('a broken manifest is caught: a probe without a port, a replica count as text, an unknown kind', () => {
    const broken = copy(api);
    delete broken.spec.template.spec.containers[0].readinessProbe.httpGet.port;
    const wrongType = copy(api);
    wrongType.spec.replicas = 'two';
    const unknown = { ...copy(api), apiVersion: 'apps/v9' };
    const problems = kubernetesSchemaProblems([broken, wrongType, unknown]);
    expect(problems).toEqual([
      expect.stringMatching(/readinessProbe\/httpGet must have required property port/),
      expect.stringMatching(/replicas must be integer/),
      expect.stringMatching(/unknown kind apps\/v9 Deployment/),
    ]);
  });

  it('the API is ready on /api/health/ready and alive on /api/health, on its named HTTP port', () => {
    const [container] = containersOf(api);
    expect(container.readinessProbe.httpGet).toEqual({ path: '/api/health/ready', port: 'http' });
    expect(container.livenessProbe.httpGet).toEqual({ path: '/api/health', port: 'http' });
    expect(container.ports).toContainEqual({ name: 'http', containerPort: 3000 });
  });

  it('the worker is ready on /api/health/ready and alive on /api/health, on its named probe port', () => {
    const [container] = containersOf(worker);
    expect(container.readinessProbe.httpGet).toEqual({ path: '/api/health/ready', port: 'health' });
    expect(container.livenessProbe.httpGet).toEqual({ path: '/api/health', port: 'health' });
    expect(container.ports).toContainEqual({ name: 'health', containerPort: 3010 });
  });

  it('secrets are referenced, never inlined; only the migration Job gets the schema owner', () => {
    expect(inlinedSecrets(manifests)).toEqual([]);
    for (const workload of [api, worker]) {
      expect(containersOf(workload).map(secretsReferencedBy)).toEqual([['anchor-secrets']]);
    }
    expect(containersOf(migrate).map(secretsReferencedBy)).toEqual([['anchor-secrets', 'anchor-migration']]);

    const leaky = copy(api);
    leaky.spec.template.spec.containers[0].env = [{ name: 'DATA_ENCRYPTION_KEY', value: 'ab'.repeat(32) }];
    const config = { ...copy(byKind(manifests, 'ConfigMap', 'anchor-config')), data: { REDIS_URL: 'redis://r' } };
    const secret = { kind: 'Secret', file: 'x.yaml', metadata: { name: 'anchor-secrets' }, stringData: { a: 'b' } };
    expect(inlinedSecrets([leaky, config, secret])).toHaveLength(3);
  });

  it('each Deployment of the api and the worker has a HorizontalPodAutoscaler aimed at it', () => {
    const targets = manifests
      .filter((manifest) => manifest.kind === 'HorizontalPodAutoscaler')
      .map((hpa) => hpa.spec.scaleTargetRef);
    expect(targets).toEqual(
      expect.arrayContaining([
        { apiVersion: 'apps/v1', kind: 'Deployment', name: 'anchor-api' },
        { apiVersion: 'apps/v1', kind: 'Deployment', name: 'anchor-worker' },
      ]),
    );
  });

  it("a PodDisruptionBudget selects the API's pods and keeps at least one", () => {
    const budgets = manifests.filter((manifest) => manifest.kind === 'PodDisruptionBudget');
    const apiLabels = api.spec.template.metadata.labels;
    const forApi = budgets.filter((pdb: Manifest) =>
      Object.entries(pdb.spec.selector.matchLabels).every(([key, value]) => apiLabels[key] === value),
    );
    expect(forApi).toHaveLength(1);
    expect(forApi[0].spec.minAvailable).toBeGreaterThanOrEqual(1);
    expect(api.spec.selector.matchLabels).toEqual(forApi[0].spec.selector.matchLabels);
  });

  it('the migrations run as a Job of the same image, with the migrate entry point the services build', () => {
    const [container] = containersOf(migrate);
    expect(container.command).toEqual(['node', 'services/dist/migrate.js']);
    expect(container.image).toBe(containersOf(api)[0].image);
    expect(containersOf(worker)[0].image).toBe(containersOf(api)[0].image);
    expect(containersOf(worker)[0].command).toEqual(['node', '--max-semi-space-size=64', 'services/dist/worker.js']);
    const rspackConfig = readFileSync(path.join(deployDir, '..', 'services', 'rspack.config.js'), 'utf8');
    expect(rspackConfig).toMatch(/migrate: '\.\/src\/migrate\.ts'/);
  });

  it('the remotes and the portal are static files: /remotes/ and the portal host go to the nginx server', () => {
    const ingress = byKind(manifests, 'Ingress', 'anchor');
    const routes = ingress.spec.rules.flatMap((rule: Manifest) =>
      rule.http.paths.map((route: Manifest) => `${rule.host}${route.path} -> ${route.backend.service.name}`),
    );
    expect(routes).toEqual([
      'anchor.example.org/remotes/ -> anchor-static',
      'anchor.example.org/ -> anchor-api',
      'portal.example.org/ -> anchor-static',
    ]);
    expect(containersOf(byKind(manifests, 'Deployment', 'anchor-static'))[0].image).toMatch(/anchor-web:/);
  });
});

describe('deploy/compose.yaml: one clinic on one host', () => {
  it('is valid against the Compose specification', () => {
    expect(composeSchemaProblems(compose)).toEqual([]);
  });

  it('a broken compose file is caught: an unknown key, a bad duration', () => {
    const broken = copy(compose);
    broken.services.api.helthcheck = broken.services.api.healthcheck;
    broken.services.redis.healthcheck.interval = 'five seconds';
    expect(composeSchemaProblems(broken)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/\/services\/api: must NOT have additional properties/),
        expect.stringMatching(/\/services\/redis\/healthcheck\/interval: must match format "duration"/),
      ]),
    );
  });

  it('runs PostgreSQL, Redis, the migrations, the API, the worker and the portal, migrations first', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['api', 'migrate', 'portal', 'postgres', 'redis', 'worker']);
    for (const name of ['api', 'worker']) {
      expect(compose.services[name].depends_on.migrate).toEqual({ condition: 'service_completed_successfully' });
    }
    expect(compose.services.migrate.command).toEqual(['node', 'services/dist/migrate.js']);
    expect(compose.services.worker.command).toEqual(containersOf(worker)[0].command);
  });

  it('checks the API and the worker are ready through their readiness probes', () => {
    expect(compose.services.api.healthcheck.test.join(' ')).toContain(
      "fetch('http://127.0.0.1:3000/api/health/ready')",
    );
    expect(compose.services.worker.healthcheck.test.join(' ')).toContain(
      "fetch('http://127.0.0.1:3010/api/health/ready')",
    );
  });

  it('takes secrets from env files that git ignores, each with a committed example, and inlines none', () => {
    const envFiles = new Set<string>(
      Object.values(compose.services).flatMap((service: Manifest) => [service.env_file ?? []].flat()),
    );
    expect([...envFiles].sort()).toEqual([
      'compose/anchor.env',
      'compose/db.env',
      'compose/migrate.env',
      'compose/settings.env',
    ]);
    for (const file of envFiles) expect(existsSync(path.join(deployDir, `${file}.example`))).toBe(true);
    expect(readFileSync(path.join(deployDir, '..', '.gitignore'), 'utf8')).toContain('deploy/compose/*.env');
    const inlined = Object.values(compose.services).flatMap((service: Manifest) =>
      Object.keys(service.environment ?? {}).filter(isSecretSetting),
    );
    expect(inlined).toEqual([]);
    // The API's secrets stay out of the portal's nginx; the schema owner only reaches the migrations.
    expect(compose.services.portal.env_file).toBe('compose/settings.env');
    const withOwner = Object.entries(compose.services).filter(([, service]: [string, Manifest]) =>
      [service.env_file ?? []].flat().includes('compose/migrate.env'),
    );
    expect(withOwner.map(([name]) => name)).toEqual(['migrate']);
  });
});
