/**
 * A software authenticator for the passkey ceremonies in worker tests: a P-256 key pair made with
 * WebCrypto answers registration options with a 'none' attestation and sign-in options with an
 * assertion, byte for byte as a platform authenticator would (authenticator data, CBOR, COSE key,
 * DER signature), so SimpleWebAuthn on the Worker checks them for real. `jar` carries the cookies
 * a browser would (the ceremony's challenge cookie, the session) between requests.
 */
import { SELF } from 'cloudflare:test';
import { ORIGIN } from './staff-helpers';

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

export function b64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function fromB64url(text: string): Uint8Array {
  const binary = atob(
    text
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(text.length / 4) * 4, '='),
  );
  return Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
}

function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

const sha256 = async (data: Uint8Array<ArrayBuffer>) => new Uint8Array(await crypto.subtle.digest('SHA-256', data));
const uint32 = (n: number) => new Uint8Array([(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff]);

type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;

/** CBOR head: major type and length (RFC 8949, 3.1), as short as the number allows. */
function head(major: number, n: number): Uint8Array {
  const m = major << 5;
  if (n < 24) return new Uint8Array([m | n]);
  if (n < 0x100) return new Uint8Array([m | 24, n]);
  if (n < 0x10000) return new Uint8Array([m | 25, n >> 8, n & 0xff]);
  return concat(new Uint8Array([m | 26]), uint32(n));
}

/** The CBOR the ceremonies need: integers, text, byte strings and maps (keys in the order given). */
export function cbor(value: Cbor): Uint8Array {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = new TextEncoder().encode(value);
    return concat(head(3, bytes.length), bytes);
  }
  if (value instanceof Uint8Array) return concat(head(2, value.length), value);
  return concat(head(5, value.size), ...[...value].flatMap(([k, v]) => [cbor(k), cbor(v)]));
}

/** An unsigned big-endian integer for DER: leading zeros dropped, a zero added when the top bit is set. */
function derInteger(bytes: Uint8Array): Uint8Array {
  let i = 0;
  while (i < bytes.length - 1 && bytes[i] === 0) i++;
  const trimmed = bytes.slice(i);
  const body = (trimmed[0] ?? 0) & 0x80 ? concat(new Uint8Array([0]), trimmed) : trimmed;
  return concat(new Uint8Array([0x02, body.length]), body);
}

/** WebCrypto's ECDSA signature (r || s) as the DER SEQUENCE WebAuthn carries. */
function toDer(raw: Uint8Array): Uint8Array {
  const body = concat(derInteger(raw.slice(0, 32)), derInteger(raw.slice(32)));
  return concat(new Uint8Array([0x30, body.length]), body);
}

/** Cookies as a browser keeps them for this one site: set, replaced and cleared by responses. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  /** A jar holding what a Cookie header held (to replay cookies captured earlier). */
  static of(header: string): CookieJar {
    const jar = new CookieJar();
    for (const pair of header.split('; ').filter(Boolean)) jar.cookies.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
    return jar;
  }

  take(res: Response): Response {
    for (const line of res.headers.getSetCookie()) {
      const pair = line.split(';')[0] ?? '';
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      if (!value || /max-age=0\b/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  has(name: string): boolean {
    return this.cookies.has(name);
  }

  get header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/** A JSON POST from the site's origin with the jar's cookies; the jar keeps what the answer sets. */
export async function post(jar: CookieJar, path: string, body: unknown, ip: string): Promise<Response> {
  const headers: Record<string, string> = {
    origin: ORIGIN,
    'content-type': 'application/json',
    'cf-connecting-ip': ip,
    'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0',
  };
  if (jar.header) headers.cookie = jar.header;
  return jar.take(await SELF.fetch(`${ORIGIN}${path}`, { method: 'POST', headers, body: JSON.stringify(body) }));
}

/** What the authenticator reads from registration options (PublicKeyCredentialCreationOptionsJSON). */
export interface RegistrationOptions {
  challenge: string;
  rp: { id?: string };
  user: { id: string };
}

/** What the authenticator reads from sign-in options (PublicKeyCredentialRequestOptionsJSON). */
export interface SignInOptions {
  challenge: string;
  rpId?: string;
}

interface CeremonyOverrides {
  /** The challenge the client data carries (default: the one in the options). */
  challenge?: string;
  /** The origin the client data carries (default: the site's). */
  origin?: string;
  /** The signature counter to report (default: one more than the last). */
  counter?: number;
}

/** One passkey on one device: its key pair, credential id and signature counter. */
export class SoftwareAuthenticator {
  readonly credentialId = crypto.getRandomValues(new Uint8Array(16));
  counter = 0;
  private keys: CryptoKeyPair | null = null;
  private userHandle = '';

  get id(): string {
    return b64url(this.credentialId);
  }

  private async keyPair(): Promise<CryptoKeyPair> {
    this.keys ??= (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify'])) as CryptoKeyPair;
    return this.keys;
  }

  private async clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string): Promise<Uint8Array<ArrayBuffer>> {
    return new TextEncoder().encode(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** A registration response to `options` (PublicKeyCredentialCreationOptionsJSON). */
  async register(options: RegistrationOptions, overrides: CeremonyOverrides = {}) {
    const { publicKey } = await this.keyPair();
    const jwk = await crypto.subtle.exportKey('jwk', publicKey);
    const coseKey = cbor(
      new Map<Cbor, Cbor>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, fromB64url(jwk.x ?? '')],
        [-3, fromB64url(jwk.y ?? '')],
      ]),
    );
    this.counter = overrides.counter ?? 0;
    this.userHandle = options.user.id;
    const rpIdHash = await sha256(new TextEncoder().encode(options.rp.id ?? new URL(ORIGIN).hostname));
    const idLength = new Uint8Array([this.credentialId.length >> 8, this.credentialId.length & 0xff]);
    const authData = concat(
      rpIdHash,
      new Uint8Array([FLAG_UP | FLAG_UV | FLAG_AT]),
      uint32(this.counter),
      new Uint8Array(16),
      idLength,
      this.credentialId,
      coseKey,
    );
    const attestationObject = cbor(
      new Map<Cbor, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    const clientDataJSON = await this.clientData('webauthn.create', overrides.challenge ?? options.challenge, overrides.origin ?? ORIGIN);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: { clientDataJSON: b64url(clientDataJSON), attestationObject: b64url(attestationObject), transports: ['internal'] },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }

  /** A sign-in response to `options` (PublicKeyCredentialRequestOptionsJSON), signed with this passkey. */
  async authenticate(options: SignInOptions, overrides: CeremonyOverrides = {}) {
    const { privateKey } = await this.keyPair();
    this.counter = overrides.counter ?? this.counter + 1;
    const rpIdHash = await sha256(new TextEncoder().encode(options.rpId ?? new URL(ORIGIN).hostname));
    const authData = concat(rpIdHash, new Uint8Array([FLAG_UP | FLAG_UV]), uint32(this.counter));
    const clientDataJSON = await this.clientData('webauthn.get', overrides.challenge ?? options.challenge, overrides.origin ?? ORIGIN);
    const signed = concat(authData, await sha256(clientDataJSON));
    const raw = new Uint8Array(await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, privateKey, signed));
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(toDer(raw)),
        userHandle: this.userHandle,
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }
}
