#!/usr/bin/env node
// Lints an OpenAPI document with Redocly's recommended rules, as `redocly lint` does, and checks
// what the recommended set only warns about but client generators need: an operationId and a
// declared security requirement on every operation.
// Usage: node scripts/openapi/lint-openapi.mjs [url or file] (default: the gateway of `npm start`).
import { readFile } from 'node:fs/promises';
import { createConfig, lintFromString } from '@redocly/openapi-core';

const OPERATION_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head'];

/** Problems of a document: Redocly's errors, then operations without an id or a security list. */
export async function lintOpenApiDocument(document) {
  const config = await createConfig({ extends: ['recommended'] });
  const problems = await lintFromString({
    source: JSON.stringify(document),
    absoluteRef: 'openapi.json',
    config,
  });
  const errors = problems
    .filter((problem) => problem.severity === 'error')
    .map((problem) => `${problem.ruleId}: ${problem.message} (${problem.location[0]?.pointer})`);
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of OPERATION_METHODS) {
      const operation = item[method];
      if (!operation) continue;
      if (!operation.operationId) errors.push(`${method.toUpperCase()} ${path} has no operationId`);
      if (!Array.isArray(operation.security) && !Array.isArray(document.security)) {
        errors.push(`${method.toUpperCase()} ${path} declares no security`);
      }
    }
  }
  return errors;
}

async function readDocument(source) {
  if (/^https?:\/\//.test(source)) {
    const response = await fetch(source);
    if (!response.ok) throw new Error(`${source} answered ${response.status}`);
    return response.json();
  }
  return JSON.parse(await readFile(source, 'utf8'));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const source = process.argv[2] ?? 'http://127.0.0.1:8080/api/docs-json';
  const errors = await lintOpenApiDocument(await readDocument(source));
  for (const error of errors) console.error(error);
  console.log(`${source}: ${errors.length} error(s)`);
  process.exitCode = errors.length > 0 ? 1 : 0;
}
