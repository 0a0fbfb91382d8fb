import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";
import { encodeCBOR, type CBORType } from "@levischuck/tiny-cbor";

/**
 * A software authenticator for the account tests: what a browser's
 * `navigator.credentials.create()` and `.get()` hand a page, made with Node's crypto, so the
 * server's WebAuthn ceremonies run for real without a browser. One ES256 (P-256) key per
 * passkey, "none" attestation, a resident key (it answers with its user handle), and a
 * signature counter it keeps itself (0 forever when `counting` is off, as synced passkeys do).
 */
export interface Passkey {
  id: string;
  userHandle: string;
  rpId: string;
  privateKey: KeyObject;
  counter: number;
  counting: boolean;
}

const b64url = (bytes: Uint8Array | Buffer): string => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | Buffer | string): Buffer => createHash("sha256").update(data).digest();

const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

function clientData(type: "webauthn.create" | "webauthn.get", challenge: string, origin: string): Buffer {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }), "utf8");
}

function counterBytes(n: number): Buffer {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32BE(n >>> 0);
  return buffer;
}

/** The COSE_Key of a P-256 public key (RFC 9053): kty EC2, alg ES256, crv P-256, x, y. */
function coseKey(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: "jwk" });
  return encodeCBOR(new Map<number, Uint8Array | number>([
    [1, 2],
    [3, -7],
    [-1, 1],
    [-2, Buffer.from(jwk.x!, "base64url")],
    [-3, Buffer.from(jwk.y!, "base64url")],
  ]));
}

export interface CreationOptions {
  challenge: string;
  rp: { id?: string; name: string };
  user: { id: string; name: string };
}

export interface RequestOptions {
  challenge: string;
  rpId?: string;
}

/**
 * `navigator.credentials.create()` at `origin` for these options: the new passkey and the
 * page's JSON of its response, as @simplewebauthn/browser's `startRegistration` (and the
 * browser's own `toJSON()`) hand it over: the authenticator data, the public key (SPKI) and
 * its COSE algorithm, a number, beside the attestation.
 */
export function createPasskey(options: CreationOptions, origin: string, { counting = true, rpId = options.rp.id ?? new URL(origin).hostname } = {}): { passkey: Passkey; response: object } {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const id = randomBytes(16);
  const passkey: Passkey = { id: b64url(id), userHandle: options.user.id, rpId, privateKey, counter: counting ? 1 : 0, counting };
  const length = Buffer.alloc(2);
  length.writeUInt16BE(id.length);
  const authData = Buffer.concat([sha256(rpId), Buffer.from([UP | UV | AT]), counterBytes(passkey.counter), Buffer.alloc(16), length, id, Buffer.from(coseKey(publicKey))]);
  const attestationObject = encodeCBOR(new Map<string, CBORType>([
    ["fmt", "none"],
    ["attStmt", new Map<string, CBORType>()],
    ["authData", authData],
  ]));
  const clientDataJSON = clientData("webauthn.create", options.challenge, origin);
  return {
    passkey,
    response: {
      id: passkey.id, rawId: passkey.id, type: "public-key",
      response: {
        clientDataJSON: b64url(clientDataJSON), attestationObject: b64url(attestationObject), transports: ["internal"],
        publicKeyAlgorithm: -7, publicKey: b64url(publicKey.export({ format: "der", type: "spki" })), authenticatorData: b64url(authData),
      },
      clientExtensionResults: { credProps: { rk: true } }, authenticatorAttachment: "platform",
    },
  };
}

/** `navigator.credentials.get()` at `origin`: the passkey signs the challenge (its counter moves on if it counts). */
export function assert(passkey: Passkey, options: RequestOptions, origin: string, { userHandle = passkey.userHandle as string | undefined, counter = undefined as number | undefined } = {}): object {
  if (passkey.counting) passkey.counter = counter ?? passkey.counter + 1;
  const authData = Buffer.concat([sha256(passkey.rpId), Buffer.from([UP | UV]), counterBytes(passkey.counting ? passkey.counter : 0)]);
  const clientDataJSON = clientData("webauthn.get", options.challenge, origin);
  const signature = sign("sha256", Buffer.concat([authData, sha256(clientDataJSON)]), passkey.privateKey);
  return {
    id: passkey.id, rawId: passkey.id, type: "public-key",
    response: { clientDataJSON: b64url(clientDataJSON), authenticatorData: b64url(authData), signature: b64url(signature), ...(userHandle !== undefined ? { userHandle } : {}) },
    clientExtensionResults: {}, authenticatorAttachment: "platform",
  };
}
