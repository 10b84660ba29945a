// Hostile requests for an endpoint that takes a JSON object, each built from a body the
// endpoint accepts. Every request is refusable by construction: either the body is not
// a JSON object sent as application/json, or it is larger than the body limit, or it
// carries at least one change no schema can accept (a field of the wrong JSON type, a
// key the schema does not know, a tuple of the wrong length or with a wrong element).
// Changes that may or may not be valid (huge or exotic strings in text fields) ride
// along with those, so they reach the validation and not only the JSON parser.
import fc from 'fast-check';
import { MAX_BODY_BYTES } from '../../src/app';
import {
  hostileValue,
  hugeString,
  jsonTypeOf,
  POLLUTION_KEYS,
  unicodeString,
  valueOfAnotherType,
  type JsonText,
} from './jsonValues';
import { type HostileRequest, wrongContentType } from './requests';

type JsonObject = Record<string, unknown>;

/** Sets `key` to the JSON `text`: replaces the field, or adds it when the body has none. */
interface FieldChange {
  key: string;
  text: string;
}

function objectText(base: JsonObject, changes: FieldChange[]): string {
  const entries = new Map(Object.entries(base).map(([key, value]) => [key, JSON.stringify(value)]));
  for (const { key, text } of changes) entries.set(key, text);
  return `{${[...entries].map(([key, text]) => `${JSON.stringify(key)}:${text}`).join(',')}}`;
}

const change = (key: string) => (value: JsonText | string): FieldChange => ({
  key,
  text: typeof value === 'string' ? value : value.text,
});

const arrayText = (elements: string[]) => `[${elements.join(',')}]`;

function invalidatingChange(base: JsonObject, knownKeys: readonly string[]): fc.Arbitrary<FieldChange> {
  const fields = Object.keys(base);
  const wrongType = fc.constantFrom(...fields).chain((key) => valueOfAnotherType(jsonTypeOf(base[key])).map(change(key)));
  const unknownKey = fc
    .oneof(fc.constantFrom(...POLLUTION_KEYS), unicodeString, hugeString)
    .filter((key) => !knownKeys.includes(key));
  const extraKey = fc.tuple(unknownKey, hostileValue).map(([key, value]) => change(key)(value));
  const changes: fc.Arbitrary<FieldChange>[] = [wrongType, extraKey];

  for (const key of fields.filter((field) => Array.isArray(base[field]))) {
    const elements = (base[key] as unknown[]).map((element) => JSON.stringify(element));
    const wrongElement = fc
      .integer({ min: 0, max: elements.length - 1 })
      .chain((index) =>
        valueOfAnotherType(jsonTypeOf((base[key] as unknown[])[index])).map((value) =>
          arrayText(elements.map((element, at) => (at === index ? value.text : element))),
        ),
      );
    const shorter = fc.integer({ min: 0, max: elements.length - 1 }).map((length) => arrayText(elements.slice(0, length)));
    const longer = fc
      .array(hostileValue, { minLength: 1, maxLength: 3 })
      .map((extra) => arrayText([...elements, ...extra.map((value) => value.text)]));
    changes.push(fc.oneof(wrongElement, shorter, longer).map(change(key)));
  }
  return fc.oneof(...changes);
}

/** Exotic text in a text field: the schema may accept it or not. */
function textChange(base: JsonObject): fc.Arbitrary<FieldChange> | undefined {
  const textFields = Object.keys(base).filter((key) => typeof base[key] === 'string');
  if (textFields.length === 0) return undefined;
  return fc
    .tuple(fc.constantFrom(...textFields), fc.oneof(unicodeString, hugeString))
    .map(([key, text]) => change(key)(JSON.stringify(text)));
}

const JSON_TYPES = ['application/json', 'application/json; charset=utf-8', 'Application/JSON'];

/**
 * Requests `base` (a body the endpoint accepts) turned hostile; `knownKeys` are every
 * key the endpoint's schema has, so an added key is certainly unknown to it.
 */
export function hostileJsonRequest(base: JsonObject, knownKeys: readonly string[]): fc.Arbitrary<HostileRequest> {
  const baseText = JSON.stringify(base);
  const jsonType = fc.constantFrom(...JSON_TYPES);
  const text = textChange(base);

  const changedObject = fc
    .record({
      contentType: jsonType,
      // Text changes first: a later invalidating change of the same field wins.
      maybeValid: text ? fc.array(text, { maxLength: 3 }) : fc.constant([]),
      invalid: fc.array(invalidatingChange(base, knownKeys), { minLength: 1, maxLength: 3 }),
    })
    .map(({ contentType, maybeValid, invalid }) => ({
      kind: 'an object the schema refuses',
      contentType,
      body: objectText(base, [...maybeValid, ...invalid]),
    }));

  const notJson = fc
    .record({
      contentType: jsonType,
      body: fc.oneof(
        unicodeString,
        fc.integer({ min: 0, max: baseText.length - 1 }).map((length) => baseText.slice(0, length)),
        fc.constantFrom(`${baseText}}`, `${baseText},`, baseText.replace(/"/g, "'"), '{"a":1,}', 'NaN', 'undefined', '{', '[', ''),
        fc.integer({ min: 100, max: 12_000 }).map((depth) => '['.repeat(depth)),
      ),
    })
    .map((request) => ({ kind: 'text that is not JSON', ...request }));

  const notAnObject = fc
    .record({
      contentType: jsonType,
      body: hostileValue.filter((value) => value.type !== 'object').map((value) => value.text),
    })
    .map((request) => ({ kind: 'JSON that is not an object', ...request }));

  const binary = fc
    .record({ contentType: jsonType, body: fc.uint8Array({ maxLength: 2_000 }) })
    .map((request) => ({ kind: 'bytes that are not UTF-8 text', ...request }));

  const wrongType = fc
    .record({ contentType: wrongContentType('text/plain', 'text/plain;charset=UTF-8'), body: fc.oneof(fc.constant(baseText), changedObject.map((request) => request.body)) })
    .map(({ contentType, body }) => ({
      kind: 'JSON under another content type',
      // Without a content type the body goes as bytes: a string body would be labelled text/plain.
      contentType,
      body: contentType === undefined ? new TextEncoder().encode(body) : body,
    }));

  const oversized = fc
    .record({ contentType: jsonType, padding: fc.integer({ min: MAX_BODY_BYTES, max: 2 * MAX_BODY_BYTES }) })
    .map(({ contentType, padding }) => ({
      kind: 'a body over the size limit',
      contentType,
      body: objectText(base, [{ key: Object.keys(base)[0]!, text: JSON.stringify('x'.repeat(padding)) }]),
    }));

  return fc.oneof(
    { weight: 8, arbitrary: changedObject },
    { weight: 2, arbitrary: notJson },
    { weight: 2, arbitrary: notAnObject },
    { weight: 1, arbitrary: binary },
    { weight: 2, arbitrary: wrongType },
    { weight: 1, arbitrary: oversized },
  );
}
