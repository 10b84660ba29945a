// The passkeys the office's people enrolled: a credential id, its COSE public key and
// signature counter. A person has one at a time: enrolling again replaces it (a lost
// passkey is replaced through a new invitation).
import type { WebAuthnCredential } from '@simplewebauthn/server';
import type { Database, SqlStatement } from '../db/database';
import { base64url, fromBase64url } from './secretToken';

export interface PasskeyRow {
  credential_id: string;
  person_id: string;
  public_key: string;
  counter: number;
  transports: string | null;
  created_at: string;
}

/** The statements that make `credential` the person's only passkey. */
export function replacePasskeyStatements(personId: string, credential: WebAuthnCredential, now: Date): SqlStatement[] {
  return [
    { sql: 'DELETE FROM office_passkeys WHERE person_id = ?', params: [personId] },
    {
      sql: 'INSERT INTO office_passkeys (credential_id, person_id, public_key, counter, transports, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      params: [
        credential.id,
        personId,
        base64url(credential.publicKey),
        credential.counter,
        credential.transports ? JSON.stringify(credential.transports) : null,
        now.toISOString(),
      ],
    },
  ];
}

export function findPasskey(db: Database, credentialId: string): Promise<PasskeyRow | null> {
  return db.first<PasskeyRow>('SELECT * FROM office_passkeys WHERE credential_id = ?', [credentialId]);
}

/** The person's passkeys (one, or none before they enrol): what a new enrolment's options exclude. */
export function passkeysOf(db: Database, personId: string): Promise<PasskeyRow[]> {
  return db.all<PasskeyRow>('SELECT * FROM office_passkeys WHERE person_id = ?', [personId]);
}

export function credentialOf(row: PasskeyRow): WebAuthnCredential {
  return {
    id: row.credential_id,
    publicKey: fromBase64url(row.public_key),
    counter: row.counter,
    transports: row.transports ? (JSON.parse(row.transports) as string[]) : undefined,
  };
}
