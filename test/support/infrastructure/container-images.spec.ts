import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTAINER_IMAGES } from './container-images';

/** `image:` of every service in docker-compose.yml, by service name. */
function composeImages(): Record<string, string> {
  const compose = readFileSync(path.resolve(__dirname, '../../../docker-compose.yml'), 'utf8');
  const images: Record<string, string> = {};
  let service: string | null = null;
  let inServices = false;
  for (const line of compose.split('\n')) {
    if (/^\S/.test(line)) inServices = line.startsWith('services:');
    const name = /^ {2}([\w-]+):\s*$/.exec(line);
    if (inServices && name) service = name[1];
    const image = /^ {4}image:\s*['"]?([^'"\s]+)/.exec(line);
    if (inServices && service && image) images[service] = image[1];
  }
  return images;
}

describe('the images the integration tier runs in containers', () => {
  it('are the ones docker-compose.yml pins for the same services', () => {
    const pinned = composeImages();
    for (const [service, image] of Object.entries(CONTAINER_IMAGES)) {
      expect({ service, image }).toEqual({ service, image: pinned[service] });
    }
  });

  it('carry a tag, so a run never pulls whatever is latest', () => {
    for (const image of Object.values(CONTAINER_IMAGES)) expect(image).toMatch(/:[\w.-]+$/);
  });
});
