// The home-network form carries the customer's Wi-Fi passwords to the technician who
// configures the network. The journal keeps them only until the email went out and the
// retention period passed: then both passwords leave the row (the rest stays for
// follow-up). A submission never confirmed delivered keeps them, since staff still need
// them to act on it.
import type { Database } from '../db/database';

const WIFI_PASSWORD_FIELDS = ['$.passcode', '$.guestpasscode'];

/** Removes the Wi-Fi passwords of delivered LAN submissions received before `before`; answers how many rows changed. */
export async function purgeWifiPasswords(db: Database, before: Date): Promise<number> {
  const paths = WIFI_PASSWORD_FIELDS.map(() => '?').join(', ');
  const stillHeld = WIFI_PASSWORD_FIELDS.map(() => 'json_extract(payload, ?) IS NOT NULL').join(' OR ');
  const { changes } = await db.run(
    `UPDATE submissions SET payload = json_remove(payload, ${paths})
     WHERE form = 'lan' AND delivery = 'delivered' AND received_at < ? AND (${stillHeld})`,
    [...WIFI_PASSWORD_FIELDS, before.toISOString(), ...WIFI_PASSWORD_FIELDS],
  );
  return changes;
}
