// A software passkey for the tests: an ES256 key made with node:crypto that answers the
// worker's WebAuthn options as a browser and an authenticator together would (attestation
// 'none', user present and verified), so enrolment and sign-in are really verified. Each
// answer can be spoiled in one way (origin, challenge, signature, relying party, the user
// not verified) to prove the worker refuses it, and a passkey can be cloned, as someone
// who copied its key would hold it, to prove a replayed counter is refused.
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

type Cbor = number | string | Uint8Array | Cbor[] | Map<number | string, Cbor> | { [key: string]: Cbor };

function cborHead(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
  if (length < 0x10000) return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
  const head = Buffer.alloc(5);
  head[0] = (major << 5) | 26;
  head.writeUInt32BE(length, 1);
  return head;
}

/** The little CBOR that WebAuthn needs: integers, text, bytes and maps. */
export function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? cborHead(0, value) : cborHead(1, -1 - value);
  if (typeof value === 'string') return Buffer.concat([cborHead(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([cborHead(2, value.length), value]);
  if (Array.isArray(value)) return Buffer.concat([cborHead(4, value.length), ...value.map(cbor)]);
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
  return Buffer.concat([cborHead(5, entries.length), ...entries.flatMap(([key, item]) => [cbor(key), cbor(item)])]);
}

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_DATA = 0x40;

function counterBytes(counter: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(counter);
  return bytes;
}

export interface Spoil {
  /** The origin the "browser" reports. */
  origin?: string;
  /** A challenge other than the one asked. */
  challenge?: string;
  /** Flip a bit of the signature. */
  tamperSignature?: boolean;
  /** The relying party the authenticator signs for. */
  rpId?: string;
  /** Answer with the user present but not verified (the UV flag off): a device without its screen lock asked. */
  userNotVerified?: boolean;
}

const flagsOf = (spoil: Spoil, extra = 0) => FLAG_USER_PRESENT | (spoil.userNotVerified ? 0 : FLAG_USER_VERIFIED) | extra;

export class SoftAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly privateKey: KeyObject;
  private readonly publicJwk: { x: string; y: string };
  private counter = 0;
  private userHandle = '';

  constructor(private readonly origin: string) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = privateKey;
    const jwk = publicKey.export({ format: 'jwk' });
    this.publicJwk = { x: jwk.x!, y: jwk.y! };
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  /** A copy of this passkey as it is now (key, id, counter): from here each counts on its own, as a cloned authenticator would. */
  clone(): SoftAuthenticator {
    return Object.assign(Object.create(SoftAuthenticator.prototype) as SoftAuthenticator, this);
  }

  private clientData(type: string, challenge: string, spoil: Spoil): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge: spoil.challenge ?? challenge, origin: spoil.origin ?? this.origin, crossOrigin: false }));
  }

  /** The RegistrationResponseJSON navigator.credentials.create would give for `options`. */
  register(options: { challenge: string; rp: { id?: string }; user: { id: string } }, spoil: Spoil = {}): Record<string, unknown> {
    const rpId = spoil.rpId ?? options.rp.id ?? new URL(this.origin).hostname;
    this.userHandle = options.user.id;
    const coseKey = new Map<number, Cbor>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(this.publicJwk.x, 'base64url')],
      [-3, Buffer.from(this.publicJwk.y, 'base64url')],
    ]);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([flagsOf(spoil, FLAG_ATTESTED_DATA)]),
      counterBytes(this.counter),
      Buffer.alloc(16), // aaguid: none
      idLength,
      this.credentialId,
      cbor(coseKey),
    ]);
    const attestationObject = cbor({ fmt: 'none', attStmt: {}, authData });
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge, spoil)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
    };
  }

  /** The AuthenticationResponseJSON navigator.credentials.get would give for `options`; each call counts up. */
  assert(options: { challenge: string; rpId?: string }, spoil: Spoil = {}): Record<string, unknown> {
    const rpId = spoil.rpId ?? options.rpId ?? new URL(this.origin).hostname;
    this.counter += 1;
    const authData = Buffer.concat([sha256(rpId), Buffer.from([flagsOf(spoil)]), counterBytes(this.counter)]);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, spoil);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), this.privateKey);
    if (spoil.tamperSignature) signature.writeUInt8(signature.readUInt8(signature.length - 1) ^ 0x01, signature.length - 1);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: this.userHandle,
      },
      clientExtensionResults: {},
    };
  }
}
