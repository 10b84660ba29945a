// The home-network pre-configuration form (Getting Started): who the buyer is, and the
// name and password they want for their home Wi-Fi (and, if they ask for one, a guest
// network), which our technicians set up before move-in.
//
// Decisions where the spec disagrees with itself or with Wi-Fi:
// - Password length: the spec's message says 8-32 characters while its pattern allowed
//   4. A WPA2/WPA3 personal passphrase must be 8 to 63 characters (IEEE 802.11i), so a
//   4-character password could never be configured: 8 is enforced, 32 kept as the
//   spec's maximum.
// - The same standard allows only printable ASCII (codes 32-126) in a passphrase, so
//   other characters get a message of their own instead of being accepted and failing
//   on the router.
// - The guest password: 'max 50, same pattern'; the pattern caps it at 32, so 32 it is.
// - The guest fields count only while guestCheck is ticked: unticked, whatever they
//   hold is neither validated nor kept (they are stored and emailed blank).
import { z } from 'contract/schemas/zod';
import { refuseControlCharacters } from 'contract/schemas/plainText';
import { emailAddress, personName, usPhone } from 'contract/schemas/rules';

export const LAN_MESSAGES = {
  firstName: 'Please enter your first name',
  lastName: 'Please enter your family name',
  phone: 'Please enter valid phone number',
  email: 'Please enter a valid email address',
  networkNameRequired: 'Please enter a network name',
  guestNetworkNameRequired: 'Please enter a guest network name',
  networkNameTooLong: 'Network name cannot exceed 50 characters.',
  guestNetworkNameSame: 'Please give the guest network a different name from your main network',
  passcode: 'Password must be 8-32 characters in length, and include at least one (1) number AND capital letter',
  passcodeCharacters: 'Please use only letters, numbers, spaces and the symbols on a standard keyboard',
} as const;

export const NETWORK_NAME_MAX = 50;

/** 8 to 32 characters with at least one digit, one lowercase and one uppercase letter. */
export const WIFI_PASSCODE_PATTERN = /^(?=.*\d)(?=.*[a-z])(?=.*[A-Z]).{8,32}$/;
/** Printable ASCII only, as WPA2/WPA3 passphrases require. */
export const WIFI_PASSCODE_CHARACTERS = /^[\x20-\x7E]*$/;

const networkName = (requiredMessage: string) =>
  z.string().check(z.trim(), z.minLength(1, requiredMessage), z.maxLength(NETWORK_NAME_MAX, LAN_MESSAGES.networkNameTooLong));

// Not trimmed: a space at either end is part of a password.
const wifiPasscode = z
  .string()
  .check(z.regex(WIFI_PASSCODE_PATTERN, LAN_MESSAGES.passcode), z.regex(WIFI_PASSCODE_CHARACTERS, LAN_MESSAGES.passcodeCharacters));

const guestNetworkName = networkName(LAN_MESSAGES.guestNetworkNameRequired);

/** The first message of a value's problems under a schema, if it has any. */
const firstProblem = (schema: z.ZodMiniType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

export const lanSchema = z.pipe(
  z
    .strictObject({
      firstName: personName(LAN_MESSAGES.firstName),
      lastName: personName(LAN_MESSAGES.lastName),
      phone: usPhone(LAN_MESSAGES.phone),
      email: emailAddress(LAN_MESSAGES.email),
      NetworkName: networkName(LAN_MESSAGES.networkNameRequired),
      passcode: wifiPasscode,
      guestCheck: z._default(z.boolean(), false),
      GuestNetworkName: z._default(z.string(), ''),
      guestpasscode: z._default(z.string(), ''),
    })
    .check(
      z.superRefine(
        // The Wi-Fi passwords take printable ASCII only (WIFI_PASSCODE_CHARACTERS).
        refuseControlCharacters({
          labels: {
            firstName: 'First name',
            lastName: 'Family name',
            phone: 'Phone number',
            email: 'Email',
            NetworkName: 'Network name',
            GuestNetworkName: 'Guest network name',
          },
        }),
      ),
      z.superRefine((values, ctx) => {
        if (!values.guestCheck) return;
        const nameProblem = firstProblem(guestNetworkName, values.GuestNetworkName);
        if (nameProblem) {
          ctx.addIssue({ code: 'custom', path: ['GuestNetworkName'], message: nameProblem });
        } else if (values.GuestNetworkName.trim().toLowerCase() === values.NetworkName.trim().toLowerCase()) {
          ctx.addIssue({ code: 'custom', path: ['GuestNetworkName'], message: LAN_MESSAGES.guestNetworkNameSame });
        }
        const passcodeProblem = firstProblem(wifiPasscode, values.guestpasscode);
        if (passcodeProblem) ctx.addIssue({ code: 'custom', path: ['guestpasscode'], message: passcodeProblem });
      }),
    ),
  z.transform((values) =>
    values.guestCheck
      ? { ...values, GuestNetworkName: values.GuestNetworkName.trim() }
      : { ...values, GuestNetworkName: '', guestpasscode: '' },
  ),
);

export type LanRequest = z.infer<typeof lanSchema>;
export type LanRequestInput = z.input<typeof lanSchema>;

/** The Wi-Fi passwords: never kept in a draft, never written back into a page. */
export const WIFI_PASSWORD_FIELDS = ['passcode', 'guestpasscode'] as const;
