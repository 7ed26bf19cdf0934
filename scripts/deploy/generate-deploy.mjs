// Writes what deployment needs per service from the service registry: the app services of
// docker-compose.yml, a kustomize Component per service under k8s/components, the base's list of
// components and the workspace manifests the image recipe copies. With --check it writes nothing
// and fails when a committed file differs from what it would write.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { composeServices } from './compose-services.mjs';
import { baseComponents, k8sComponent } from './k8s-component.mjs';
import { loadRegistry, REPO_ROOT, replaceBetween } from './registry.mjs';

const BEGIN = '# >>> generated from the service registry (npm run deploy:generate)';
const END = '# <<< generated';
const check = process.argv.includes('--check');
const { services, urlVariable } = loadRegistry();

const read = (file) => readFileSync(path.join(REPO_ROOT, file), 'utf8');
const wanted = new Map();
const between = (file, body) =>
  wanted.set(file, replaceBetween(read(file), BEGIN, END, body, file));

between('docker-compose.yml', composeServices(services, urlVariable));
between('k8s/base/kustomization.yaml', baseComponents(services));
between(
  'infra/docker/Dockerfile',
  services.map(({ name }) => `COPY services/${name}/package.json services/${name}/\n`).join(''),
);
for (const entry of services) {
  for (const [file, text] of Object.entries(k8sComponent(entry, urlVariable)))
    wanted.set(file, text);
}

const componentsDir = path.join(REPO_ROOT, 'k8s/components');
const stale = existsSync(componentsDir)
  ? readdirSync(componentsDir).filter((name) => !services.some((entry) => entry.name === name))
  : [];
const differing = [...wanted].filter(([file, text]) => {
  const full = path.join(REPO_ROOT, file);
  return !existsSync(full) || readFileSync(full, 'utf8') !== text;
});

if (check) {
  const problems = [
    ...differing.map(([file]) => file),
    ...stale.map((name) => `k8s/components/${name} (no such service)`),
  ];
  if (problems.length > 0) {
    console.error(
      `Deploy files out of date with the service registry; run npm run deploy:generate:\n  ${problems.join('\n  ')}`,
    );
    process.exit(1);
  }
  console.log(`deploy files match the service registry (${services.length} services)`);
} else {
  for (const [file, text] of differing) {
    mkdirSync(path.dirname(path.join(REPO_ROOT, file)), { recursive: true });
    writeFileSync(path.join(REPO_ROOT, file), text);
  }
  for (const name of stale) rmSync(path.join(componentsDir, name), { recursive: true });
  console.log(`wrote ${differing.length} files, removed ${stale.length} components`);
}
