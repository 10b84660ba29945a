// The home-network pre-configuration form (Getting Started).
// Decision: the spec's message says 8-32 characters while its pattern allowed 4; a
// WPA2/WPA3 personal passphrase must be at least 8 characters, so 8 is enforced.
import { z } from 'zod';
import { emailAddress, personName, usPhone } from 'shared-ui/schemas/rules';

export const WIFI_PASSCODE_MESSAGE =
  'Password must be 8-32 characters in length, and include at least one (1) number AND capital letter';
export const NETWORK_NAME_MESSAGE = 'Network name cannot exceed 50 characters.';

/** 8 to 32 characters with at least one digit, one lowercase and one uppercase letter. */
export const WIFI_PASSCODE_PATTERN = /^(?=.*\d)(?=.*[a-z])(?=.*[A-Z]).{8,32}$/;

const networkName = z.string().trim().min(1, 'Please enter a network name').max(50, NETWORK_NAME_MESSAGE);
const wifiPasscode = z.string().regex(WIFI_PASSCODE_PATTERN, WIFI_PASSCODE_MESSAGE);

export const lanSchema = z
  .object({
    firstName: personName('Please enter your first name'),
    lastName: personName('Please enter your family name'),
    phone: usPhone('Please enter valid phone number'),
    email: emailAddress('Please enter a valid email address'),
    NetworkName: networkName,
    passcode: wifiPasscode,
    guestCheck: z.boolean().default(false),
    GuestNetworkName: z.string().default(''),
    guestpasscode: z.string().default(''),
  })
  .strict()
  .superRefine((values, ctx) => {
    if (!values.guestCheck) return;
    const name = networkName.safeParse(values.GuestNetworkName);
    if (!name.success) ctx.addIssue({ code: 'custom', path: ['GuestNetworkName'], message: name.error.issues[0]!.message });
    if (!wifiPasscode.safeParse(values.guestpasscode).success) {
      ctx.addIssue({ code: 'custom', path: ['guestpasscode'], message: WIFI_PASSCODE_MESSAGE });
    }
  });

export type LanRequest = z.infer<typeof lanSchema>;
export type LanRequestInput = z.input<typeof lanSchema>;
