import { dockerEngineAnswers } from './docker-engine';
import type { Infrastructure } from './infrastructure';
import { localInfrastructure } from './local-infrastructure';

/**
 * Containers where a Docker engine answers, else the local infrastructure. testcontainers is loaded
 * only in the first case, so a machine without Docker neither loads it nor waits for it.
 */
export async function chooseInfrastructure(): Promise<Infrastructure> {
  if (!(await dockerEngineAnswers())) return localInfrastructure();
  const { containerInfrastructure } = await import('./container-infrastructure');
  return containerInfrastructure();
}
