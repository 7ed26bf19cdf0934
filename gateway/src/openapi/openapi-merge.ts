import { API_FAILURE_SCHEMA } from '@tessera/platform';
import { FAILURE_SCHEMA_NAME, withGatewayResponses } from './gateway-responses';

/** An OpenAPI document as JSON; only `paths` and `components` are looked into. */
export type OpenApiDocument = Record<string, unknown>;

/** A service's own document, or `null` when it could not be fetched. */
export interface ServiceDocument {
  service: string;
  document: OpenApiDocument | null;
}

type NamedEntries = Record<string, unknown>;

function isRecord(value: unknown): value is NamedEntries {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A fetched body counts as a document only when it has the part the merge needs. */
export function isOpenApiDocument(value: unknown): value is OpenApiDocument {
  return isRecord(value) && isRecord(value.paths);
}

/** Adds entries `target` lacks; on a clash the earlier document keeps its entry. */
function addMissing(target: NamedEntries, source: unknown): void {
  if (!isRecord(source)) return;
  for (const [name, value] of Object.entries(source)) {
    if (!(name in target)) target[name] = value;
  }
}

/**
 * One document for the whole API: the gateway's own operations first, then each service's, merged
 * operation by operation and component by component; each forwarded operation also lists what the
 * gateway may answer itself. A service that did not answer is named in the description and in
 * `x-services` rather than failing the whole document.
 */
export function mergeOpenApiDocuments(
  gateway: OpenApiDocument,
  services: readonly ServiceDocument[],
): OpenApiDocument {
  const paths: Record<string, NamedEntries> = {};
  const components: Record<string, NamedEntries> = {};
  const available = services.filter(
    (entry): entry is { service: string; document: OpenApiDocument } => entry.document !== null,
  );

  for (const document of [gateway, ...available.map((entry) => entry.document)]) {
    const forwarded = document !== gateway;
    for (const [path, item] of Object.entries(isRecord(document.paths) ? document.paths : {})) {
      paths[path] ??= {};
      addMissing(paths[path], forwarded ? withGatewayResponses(item) : item);
    }
    if (!isRecord(document.components)) continue;
    for (const [section, entries] of Object.entries(document.components)) {
      components[section] ??= {};
      addMissing(components[section], entries);
    }
  }

  components.schemas ??= {};
  components.schemas[FAILURE_SCHEMA_NAME] ??= API_FAILURE_SCHEMA;

  const unavailable = services
    .filter((entry) => entry.document === null)
    .map((entry) => entry.service);
  const description = [
    'Every operation of the Tessera API, served through the gateway.',
    ...(unavailable.length
      ? [`Unavailable right now, so their operations are missing: ${unavailable.join(', ')}.`]
      : []),
  ].join(' ');

  const tags = [gateway, ...available.map((entry) => entry.document)].flatMap((document) =>
    Array.isArray(document.tags) ? (document.tags as Array<{ name: string }>) : [],
  );
  return {
    openapi: '3.1.0',
    info: { title: 'Tessera API', version: '1.0.0', description },
    // Relative: the document is served by the gateway whose origin every path is under.
    servers: [{ url: '/', description: 'This gateway' }],
    tags: [...new Map(tags.map((tag) => [tag.name, tag])).values()].sort((a, b) =>
      a.name.localeCompare(b.name),
    ),
    'x-services': services.map((entry) => ({
      name: entry.service,
      status: entry.document === null ? 'unavailable' : 'available',
    })),
    components,
    paths,
  };
}
