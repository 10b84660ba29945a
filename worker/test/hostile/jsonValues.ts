// Hostile JSON values for the property tests, as JSON text tagged with their JSON type
// (so a field can be given a value of any type but its own). Values are built as text
// because some are too deep or too large to build as objects and stringify cheaply.
import fc from 'fast-check';

export type JsonType = 'string' | 'number' | 'boolean' | 'null' | 'array' | 'object';

export interface JsonText {
  type: JsonType;
  text: string;
}

export function jsonTypeOf(value: unknown): JsonType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  const type = typeof value;
  if (type === 'string' || type === 'number' || type === 'boolean' || type === 'object') return type;
  throw new Error(`${type} is not a JSON value`);
}

const asJsonText = (value: unknown): JsonText => ({ type: jsonTypeOf(value), text: JSON.stringify(value) });

/** The keys a prototype-pollution payload uses, and the marker it tries to plant. */
export const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype'] as const;
export const POLLUTION_MARKER = 'polluted';

/**
 * A string of a thousand to two hundred thousand characters, cheap to build; mostly
 * under the body limit, so it reaches the validation rather than the limit.
 */
export const hugeString = fc
  .tuple(
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 4 }),
    fc.oneof({ weight: 9, arbitrary: fc.integer({ min: 1_000, max: 10_000 }) }, fc.integer({ min: 10_000, max: 200_000 })),
  )
  .map(([seed, length]) => seed.repeat(Math.ceil(length / seed.length)).slice(0, length));

/** Text from every corner of Unicode, and the characters that break naive handling. */
export const unicodeString = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\uFEFF',
    '\u202Eevil',
    '\uD800',
    '\uDFFF',
    '👩‍👩‍👧‍👦',
    '١٢٣٤٥٦',
    '𝟗𝟏𝟖𝟐𝟕𝟑',
    '<script>alert(1)</script>',
    "'; DROP TABLE submissions; --",
    '${7*7}',
    '../../etc/passwd',
  ),
);

/** Arrays or objects nested from a hundred to twelve thousand levels deep (mostly up to two thousand). */
export const deepNesting: fc.Arbitrary<JsonText> = fc
  .record({
    depth: fc.oneof({ weight: 9, arbitrary: fc.integer({ min: 100, max: 2_000 }) }, fc.integer({ min: 2_000, max: 12_000 })),
    kind: fc.constantFrom('array' as const, 'object' as const),
  })
  .map(({ depth, kind }) => ({
    type: kind,
    text: kind === 'array' ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + 'null' + '}'.repeat(depth),
  }));

/** Objects that try to reach Object.prototype through the keys a careless merge follows. */
export const pollutionPayload: fc.Arbitrary<JsonText> = fc
  .constantFrom(
    `{"__proto__":{"${POLLUTION_MARKER}":"yes"}}`,
    `{"constructor":{"prototype":{"${POLLUTION_MARKER}":"yes"}}}`,
    `{"prototype":{"${POLLUTION_MARKER}":"yes"}}`,
    `{"__proto__":{"__proto__":{"${POLLUTION_MARKER}":"yes"}}}`,
    `{"__proto__":null}`,
  )
  .map((text) => ({ type: 'object' as const, text }));

/** Numbers JSON can write that JavaScript reads oddly. */
const oddNumber: fc.Arbitrary<JsonText> = fc
  .constantFrom('1e309', '-1e309', '-0', '1e-400', '9007199254740993', '0.1', '-1', '1e21', '123456789012345678901234567890')
  .map((text) => ({ type: 'number' as const, text }));

/** Any JSON value a hostile client might put where a field belongs. */
export const hostileValue: fc.Arbitrary<JsonText> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }).map(asJsonText),
  hugeString.map(asJsonText),
  unicodeString.map(asJsonText),
  fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.boolean(), fc.constant(null)).map(asJsonText),
  fc.array(unicodeString, { maxLength: 8 }).map(asJsonText),
  oddNumber,
  deepNesting,
  pollutionPayload,
);

/** A hostile value whose JSON type is not `type`: whatever it is, the field cannot accept it. */
export const valueOfAnotherType = (type: JsonType) => hostileValue.filter((value) => value.type !== type);
