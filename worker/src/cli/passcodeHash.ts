// `STAFF_PASSCODE_PEPPER=<pepper> npm run passcode-hash -w worker -- 12345678` prints the
// STAFF_PASSCODE_HASH value for a new company passcode (exactly 8 digits), peppered
// with the secret the worker also holds as STAFF_PASSCODE_PEPPER. Without an argument
// it reads the digits from standard input, which keeps them out of the shell history:
//   printf '%s' 12345678 | STAFF_PASSCODE_PEPPER=<pepper> npm run passcode-hash -w worker
import { text } from 'node:stream/consumers';
import { newPasscodeProblem, pepperProblem } from '../staff/newPasscode';
import { hashPasscode } from '../staff/passcodeHash';

const given = (process.argv[2] ?? (process.stdin.isTTY ? '' : await text(process.stdin))).trim();
const pepper = process.env.STAFF_PASSCODE_PEPPER;
const problem = newPasscodeProblem(given) ?? pepperProblem(pepper);
if (problem) {
  console.error(`passcode-hash: ${problem}`);
  console.error('usage: STAFF_PASSCODE_PEPPER=<pepper> npm run passcode-hash -w worker -- <8 digits>');
  process.exit(2);
}
console.log(await hashPasscode(given, pepper!));
