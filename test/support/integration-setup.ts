import type { TestProject } from 'vitest/node';
import { chooseInfrastructure } from './infrastructure/choose-infrastructure';
import type { InfrastructureEnv } from './infrastructure/infrastructure';
import { SharedStack, serveSharedStack } from './shared-stack';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where this run's infrastructure is; each test file reads it into process.env. */
    infrastructure: InfrastructureEnv;
    /** Where test files ask for the services they share with the tier's other files. */
    sharedStackUrl: string;
  }
}

/**
 * The integration tier's global setup: picks the infrastructure (containers where a Docker engine
 * answers, the local one otherwise) and says which, then serves the shared stack, whose services
 * start when a file first asks for them and stop when the tier ends.
 */
export default async function setup(project: TestProject) {
  const infrastructure = await chooseInfrastructure();
  console.log(`integration tests run on ${infrastructure.describe()}`);
  Object.assign(process.env, infrastructure.env);
  project.provide('infrastructure', infrastructure.env);
  const stack = await SharedStack.reservePorts();
  const broker = await serveSharedStack(stack);
  project.provide('sharedStackUrl', broker.url);
  return async () => {
    try {
      await broker.close();
      await stack.stop();
    } finally {
      await infrastructure.stop();
    }
  };
}
