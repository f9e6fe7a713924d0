// The operations of the served /api/openapi.json, as the fuzzer needs them: method, path, the query
// parameters and the JSON body's field names. Read from the document, so a new route is fuzzed too.
import type { Api } from '@storefront/devstack/api';

export interface Operation {
  method: string;
  path: string;
  queryParams: string[];
  bodyFields: string[];
  hasJsonBody: boolean;
}

type JsonSchema = { properties?: Record<string, unknown>; anyOf?: JsonSchema[]; oneOf?: JsonSchema[] };

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string }[];
        requestBody?: { content: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
}

function fieldsOf(schema: JsonSchema | undefined): string[] {
  if (!schema) return [];
  return [
    ...Object.keys(schema.properties ?? {}),
    ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap(fieldsOf),
  ];
}

export async function documentedOperations(api: Api): Promise<Operation[]> {
  const doc = await api.get<OpenApiDocument>('/openapi.json');
  if (doc.status !== 200) throw new Error(`GET /api/openapi.json answered ${doc.status}: ${doc.text.slice(0, 200)}`);
  return Object.entries(doc.body.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      queryParams: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      bodyFields: fieldsOf(op.requestBody?.content['application/json']?.schema),
      hasJsonBody: Boolean(op.requestBody?.content['application/json']),
    })),
  );
}
