import 'server-only';
// An answer's schema that accepts anything checks nothing: `data: z.any()` would let a route drift from
// its client as freely as an untyped call did. These are the places in a JSON Schema that do.

type Node = Record<string, unknown>;

const CONSTRAINING = ['type', 'const', 'enum', 'anyOf', 'oneOf', 'allOf', '$ref', 'not'];
const CHILD_MAPS = ['properties', 'patternProperties', '$defs'];
const CHILD_NODES = ['items', 'additionalProperties', 'propertyNames', 'not'];
const CHILD_LISTS = ['anyOf', 'oneOf', 'allOf', 'prefixItems'];

/** JSON pointers of the subschemas of `schema` that accept any value (an empty schema, `true`). */
export function openSchemaPaths(schema: unknown, at = ''): string[] {
  if (schema === true) return [at || '/'];
  if (typeof schema !== 'object' || schema === null) return [];
  const node = schema as Node;
  const here = CONSTRAINING.some((key) => key in node) ? [] : [at || '/'];
  const children = [
    ...CHILD_MAPS.flatMap((key) => Object.entries((node[key] ?? {}) as Node).map(([name, child]) => [`${at}/${key}/${name}`, child] as const)),
    ...CHILD_NODES.filter((key) => key in node && node[key] !== false).map((key) => [`${at}/${key}`, node[key]] as const),
    ...CHILD_LISTS.flatMap((key) => ((node[key] ?? []) as unknown[]).map((child, i) => [`${at}/${key}/${i}`, child] as const)),
  ];
  return [...here, ...children.flatMap(([path, child]) => openSchemaPaths(child, path))];
}
