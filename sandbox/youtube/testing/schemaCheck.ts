/**
 * Checks a JSON value against a schema of the discovery document, recursively: every field must
 * be declared, with the declared type; `uint64`/`int64` strings must be digits.
 */
export interface SchemaNode {
  type?: string;
  $ref?: string;
  format?: string;
  items?: SchemaNode;
  properties?: Record<string, SchemaNode>;
  additionalProperties?: SchemaNode;
}

export interface Discovery {
  schemas: Record<string, SchemaNode>;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const formats: Record<string, RegExp> = {
  uint64: /^\d+$/,
  int64: /^-?\d+$/,
  uint32: /^\d+$/,
  'date-time': /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/,
};

function typeError(node: SchemaNode, value: unknown): string | undefined {
  switch (node.type) {
    case 'object':
      return isObject(value) ? undefined : 'is not an object';
    case 'array':
      return Array.isArray(value) ? undefined : 'is not an array';
    case 'integer':
      return Number.isInteger(value) ? undefined : 'is not an integer';
    case 'number':
      return typeof value === 'number' ? undefined : 'is not a number';
    case 'boolean':
      return typeof value === 'boolean' ? undefined : 'is not a boolean';
    case 'string': {
      if (typeof value !== 'string') return 'is not a string';
      const pattern = node.format === undefined ? undefined : formats[node.format];
      return pattern && !pattern.test(value)
        ? `does not match format ${node.format ?? ''}`
        : undefined;
    }
    default:
      return undefined;
  }
}

function check(
  discovery: Discovery,
  node: SchemaNode,
  value: unknown,
  at: string,
  out: string[],
): void {
  if (node.$ref !== undefined) {
    const target = discovery.schemas[node.$ref];
    if (!target) out.push(`${at}: unknown schema ${node.$ref}`);
    else check(discovery, target, value, at, out);
    return;
  }
  const problem = typeError(node, value);
  if (problem) {
    out.push(`${at} ${problem} (${JSON.stringify(value)})`);
    return;
  }
  if (Array.isArray(value) && node.items) {
    value.forEach((item, i) => check(discovery, node.items ?? {}, item, `${at}[${i}]`, out));
  }
  if (isObject(value) && (node.properties || node.additionalProperties)) {
    for (const [key, child] of Object.entries(value)) {
      const declared = node.properties?.[key] ?? node.additionalProperties;
      if (declared) check(discovery, declared, child, `${at}.${key}`, out);
      else out.push(`${at}.${key} is not in the schema`);
    }
  }
}

/** Human-readable problems; empty when the value conforms. */
export function schemaViolations(
  discovery: Discovery,
  schemaName: string,
  value: unknown,
): string[] {
  const out: string[] = [];
  check(discovery, { $ref: schemaName }, value, schemaName, out);
  return out;
}
