// Reads a V8 CPU profile as "where the time goes": the share of busy samples each part of the
// process spent in itself (self time), by package or source area and by function.

const IDLE = '(idle)';

/** The package, project folder or runtime part a script belongs to. */
function areaOf({ functionName, url }) {
  if (functionName === '(garbage collector)') return 'garbage collection';
  if (functionName === '(program)') return 'V8 and native code outside JavaScript';
  if (!url) return 'native built-ins';
  const dependency = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url);
  if (dependency) return dependency[1];
  if (url.startsWith('node:')) {
    const parts = url.slice('node:'.length).split('/');
    return `node:${parts[0] === 'internal' ? (parts[1] ?? 'internal') : parts[0]}`;
  }
  const project = /\/(libs\/[^/]+|services\/[^/]+|gateway)\//.exec(url);
  return project ? project[1].replace(/^libs\//, '@tessera/') : url;
}

function share(entries, busy, top) {
  return [...entries]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, samples]) => ({ name, percent: (100 * samples) / busy }));
}

export function summariseProfile(profile, { topAreas = 6, topFunctions = 8 } = {}) {
  const samplesOf = new Map();
  for (const id of profile.samples) samplesOf.set(id, (samplesOf.get(id) ?? 0) + 1);
  const byArea = new Map();
  const byFunction = new Map();
  let busy = 0;
  let idle = 0;
  for (const node of profile.nodes) {
    const samples = samplesOf.get(node.id) ?? 0;
    if (samples === 0) continue;
    if (node.callFrame.functionName === IDLE) {
      idle += samples;
      continue;
    }
    busy += samples;
    const area = areaOf(node.callFrame);
    byArea.set(area, (byArea.get(area) ?? 0) + samples);
    const name = `${node.callFrame.functionName || '(anonymous)'} [${area}]`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + samples);
  }
  return {
    busyPercent: (100 * busy) / Math.max(1, busy + idle),
    areas: share(byArea, busy, topAreas),
    functions: share(byFunction, busy, topFunctions),
  };
}
