// `npm run passcode-hash -w worker -- 12345678` prints the STAFF_PASSCODE_HASH value
// for a new company passcode (1 to 8 digits). Without an argument it reads the digits
// from standard input, which keeps them out of the shell history:
//   printf '%s' 12345678 | npm run passcode-hash -w worker
import { text } from 'node:stream/consumers';
import { passcodeGuessSchema } from 'shared-ui/schemas/unlock';
import { hashPasscode } from '../staff/passcodeHash';

const given = process.argv[2] ?? (process.stdin.isTTY ? '' : await text(process.stdin));
const passcode = passcodeGuessSchema.safeParse(given.trim());
if (!passcode.success) {
  console.error('usage: npm run passcode-hash -w worker -- <passcode of 1 to 8 digits>');
  process.exit(2);
}
console.log(await hashPasscode(passcode.data));
