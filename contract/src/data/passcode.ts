// The staff passcode's length, in a module without zod: the keypad draws its display
// with it before anything needs the validator. contract/schemas/unlock re-exports it.
export const PASSCODE_MAX_DIGITS = 8;
