// Hostile requests for POST /passcode, which takes 1 to 8 digits as text/plain: text
// that is not such a guess, and guesses sent as anything but text/plain.
import fc from 'fast-check';
import { passcodeGuessSchema } from 'contract/schemas/unlock';
import { MAX_BODY_BYTES } from '../../src/app';
import { hugeString, unicodeString } from './jsonValues';
import { type HostileRequest, wrongContentType } from './requests';

const PLAIN_TYPES = ['text/plain', 'text/plain;charset=UTF-8', 'TEXT/PLAIN'];

/** What the worker would take as a guess (it trims the body first). */
const isGuess = (text: string) => passcodeGuessSchema.safeParse(text.trim()).success;

const digits = (minLength: number, maxLength: number) =>
  fc.array(fc.constantFrom(...'0123456789'), { minLength, maxLength }).map((chars) => chars.join(''));

const notAGuess = fc
  .oneof(
    unicodeString,
    digits(9, 40),
    fc.tuple(digits(1, 4), fc.constantFrom('-', '.', 'e', 'x', '\u0000', ' 1', '\t', '١', '٫'), digits(1, 4)).map((parts) => parts.join('')),
    fc.constantFrom('-123', '+123', '12.5', '1e3', '0x1F', '１２３４', '١٢٣٤', '⁹¹⁸', 'Infinity', '{"passcode":"918273"}', '"918273"', '[918273]'),
    hugeString,
    digits(1, 8).map((guess) => guess.repeat(Math.ceil((MAX_BODY_BYTES + 1) / guess.length))),
  )
  .filter((text) => !isGuess(text));

export const hostilePasscodeRequest: fc.Arbitrary<HostileRequest> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .record({ contentType: fc.constantFrom(...PLAIN_TYPES), body: notAGuess })
      .map((request) => ({ kind: 'text that is not 1 to 8 digits', ...request })),
  },
  {
    weight: 1,
    arbitrary: fc
      .record({
        contentType: fc.constantFrom(...PLAIN_TYPES),
        body: fc.uint8Array({ maxLength: 200 }).filter((bytes) => !isGuess(new TextDecoder().decode(bytes))),
      })
      .map((request) => ({ kind: 'bytes', ...request })),
  },
  {
    weight: 3,
    arbitrary: fc.record({ contentType: wrongContentType('application/json'), guess: digits(1, 8) }).map(({ contentType, guess }) => ({
      kind: 'a guess under another content type',
      contentType,
      body: contentType === undefined ? new TextEncoder().encode(guess) : guess,
    })),
  },
);
