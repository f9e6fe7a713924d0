// The OpenAPI 3.0 document lists a nullable enum's values without null, and by the specification
// (3.0.3's clarification) an enum that leaves null out refuses it, nullable or not: every
// `nullable: true` schema with an `enum` gets null among its values, so what the server answers
// (an order event's `from` is null for the event that placed it) is what the document allows.

type Json = unknown;

export function withNullInNullableEnums<T extends Json>(node: T): T {
  if (Array.isArray(node)) return node.map(withNullInNullableEnums) as T;
  if (typeof node !== 'object' || node === null) return node;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) copy[key] = withNullInNullableEnums(value);
  if (copy.nullable === true && Array.isArray(copy.enum) && !copy.enum.includes(null)) copy.enum = [...copy.enum, null];
  return copy as T;
}
