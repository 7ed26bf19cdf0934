// nest-cli.json must name every registry service, the gateway and every lib, so `nest build <name>`
// and `nest start <name>` work for each one and a new service cannot be left out of the monorepo.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRegistry, REPO_ROOT } from '../deploy/registry.mjs';

const nestCli = JSON.parse(readFileSync(path.join(REPO_ROOT, 'nest-cli.json'), 'utf8'));
const projects = nestCli.projects;
const libNames = readdirSync(path.join(REPO_ROOT, 'libs'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe('nest-cli.json', () => {
  it('is a monorepo built with tsc', () => {
    expect(nestCli.monorepo).toBe(true);
    expect(nestCli.compilerOptions.builder).toBe('tsc');
  });

  it('names every registry service as an application started from src/main.ts', () => {
    for (const { name } of loadRegistry().services) {
      expect(projects[name], `service ${name}`).toMatchObject({
        type: 'application',
        root: `services/${name}`,
        sourceRoot: `services/${name}/src`,
        entryFile: 'main',
        compilerOptions: { tsConfigPath: `services/${name}/tsconfig.json` },
      });
    }
  });

  it('names the gateway as an application', () => {
    expect(projects.gateway).toMatchObject({
      type: 'application',
      root: 'gateway',
      sourceRoot: 'gateway/src',
      entryFile: 'main',
      compilerOptions: { tsConfigPath: 'gateway/tsconfig.json' },
    });
  });

  it('names every lib as a library', () => {
    expect(libNames.length).toBeGreaterThan(0);
    for (const name of libNames) {
      expect(projects[name], `lib ${name}`).toMatchObject({
        type: 'library',
        root: `libs/${name}`,
        sourceRoot: `libs/${name}/src`,
        entryFile: 'index',
        compilerOptions: { tsConfigPath: `libs/${name}/tsconfig.json` },
      });
    }
  });

  it('points every project at an entry file and tsconfig that exist', () => {
    for (const [name, project] of Object.entries(projects)) {
      const entry = path.join(REPO_ROOT, project.sourceRoot, `${project.entryFile}.ts`);
      expect(existsSync(entry), `${name}: ${entry}`).toBe(true);
      const tsconfig = path.join(REPO_ROOT, project.compilerOptions.tsConfigPath);
      expect(existsSync(tsconfig), `${name}: ${tsconfig}`).toBe(true);
    }
  });
});
