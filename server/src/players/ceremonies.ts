import { randomBytes } from "node:crypto";
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { COSEALG, isoBase64URL } from "@simplewebauthn/server/helpers";
import type { ChallengeRecord, CredentialRecord, PlayerStore } from "../store/player-store.js";
import { newToken } from "./cookies.js";
import type { RelyingParty } from "./relying-party.js";
import { refused } from "./refusal.js";

/**
 * The WebAuthn ceremonies (@simplewebauthn/server): a new player's first passkey, a sign-in
 * with any passkey the device has (discoverable: no name asked), and another device's passkey
 * for a player ("add a device"). Passkeys are resident (discoverable) keys; user verification
 * is preferred, not required, so any passkey a browser offers works. Each ceremony's
 * challenge is stored, bound to a cookie of its own, used once and only within 2 minutes.
 */
export const CHALLENGE_MS = 2 * 60_000;
const RP_NAME = "Tablée";
/**
 * The key algorithms a new passkey may use: Ed25519, ES256, RS256. A new passkey's answer
 * carries its public key three times (in the attestation, the authenticator data and on its
 * own) and must fit the 4 KB account body; ML-DSA-44, which @simplewebauthn/server offers
 * first where the runtime has it, has a 1.3 KB public key, and an authenticator that takes it
 * (Chromium's own does) answers with more than 5 KB.
 */
const ALGORITHMS = [COSEALG.EdDSA, COSEALG.ES256, COSEALG.RS256];

export interface Started<T> {
  options: T;
  /** The ceremony cookie's token: the challenge is found by its hash. */
  token: string;
}

/** Options for a new player's first passkey; the player's id is drawn now and kept with the challenge. */
export async function startRegistration(store: PlayerStore, rp: RelyingParty, name: string): Promise<Started<PublicKeyCredentialCreationOptionsJSON>> {
  const id = randomBytes(16);
  const options = await generateRegistrationOptions({
    rpName: RP_NAME, rpID: rp.id, userName: name, userDisplayName: name, userID: id, attestationType: "none", supportedAlgorithmIDs: ALGORITHMS,
    authenticatorSelection: { residentKey: "required", userVerification: "preferred" }, timeout: CHALLENGE_MS,
  });
  return { options, token: await keep(store, "register", options.challenge, { playerId: isoBase64URL.fromBuffer(id), name }) };
}

/** Options for another passkey of an existing player (the device link's), never one of theirs again. */
export async function startDevice(store: PlayerStore, rp: RelyingParty, player: { id: string; name: string }, linkHash: string): Promise<Started<PublicKeyCredentialCreationOptionsJSON>> {
  const existing = await store.credentials(player.id);
  const options = await generateRegistrationOptions({
    rpName: RP_NAME, rpID: rp.id, userName: player.name, userDisplayName: player.name, userID: isoBase64URL.toBuffer(player.id), attestationType: "none", supportedAlgorithmIDs: ALGORITHMS,
    authenticatorSelection: { residentKey: "required", userVerification: "preferred" }, timeout: CHALLENGE_MS,
    excludeCredentials: existing.map((c) => ({ id: c.id, transports: c.transports })),
  });
  return { options, token: await keep(store, "device", options.challenge, { playerId: player.id, linkHash }) };
}

/** Options for a sign-in: no credentials listed, so the device offers the passkeys it has for this site. */
export async function startSignIn(store: PlayerStore, rp: RelyingParty): Promise<Started<PublicKeyCredentialRequestOptionsJSON>> {
  const options = await generateAuthenticationOptions({ rpID: rp.id, userVerification: "preferred", timeout: CHALLENGE_MS });
  return { options, token: await keep(store, "signin", options.challenge, {}) };
}

async function keep(store: PlayerStore, purpose: ChallengeRecord["purpose"], challenge: string, about: { playerId?: string; name?: string; linkHash?: string }): Promise<string> {
  const { token, hash } = newToken();
  const now = Date.now();
  await store.keepChallenge({ tokenHash: hash, purpose, challenge, playerId: about.playerId ?? null, name: about.name ?? null, linkHash: about.linkHash ?? null, expiresAt: now + CHALLENGE_MS }, now);
  return token;
}

/** The ceremony's challenge, taken: a second use, another purpose's, or an expired one is refused. */
export async function takeChallenge(store: PlayerStore, tokenHash: string | undefined, purpose: ChallengeRecord["purpose"]): Promise<ChallengeRecord> {
  const challenge = tokenHash === undefined ? null : await store.takeChallenge(tokenHash, purpose, Date.now());
  if (challenge === null) throw refused(400, "challenge-refused", "no ceremony is under way here, or it expired or was used: start again");
  return challenge;
}

/** The new passkey, if the authenticator's response answers the challenge for this site. */
export async function verifyNewPasskey(rp: RelyingParty, challenge: ChallengeRecord, response: RegistrationResponseJSON, playerId: string): Promise<CredentialRecord> {
  const verified = await verifyRegistrationResponse({
    response, expectedChallenge: challenge.challenge, expectedOrigin: rp.origin, expectedRPID: rp.id, requireUserVerification: false,
  }).catch((error: unknown) => {
    throw refused(400, "passkey-refused", `the passkey was not accepted: ${error instanceof Error ? error.message : String(error)}`);
  });
  if (!verified.verified) throw refused(400, "passkey-refused", "the passkey was not accepted");
  const { credential, credentialBackedUp } = verified.registrationInfo;
  const now = Date.now();
  const transports = credential.transports ?? (Array.isArray(response.response.transports) ? response.response.transports : []);
  return {
    id: credential.id, playerId, publicKey: isoBase64URL.fromBuffer(credential.publicKey), counter: credential.counter,
    transports: transports.map(String).slice(0, 8), backedUp: credentialBackedUp, createdAt: now, lastUsedAt: now,
  };
}

/**
 * The passkey that signed the challenge, with its new counter: the signature checked with its
 * stored public key, the user handle (when the device sends one) its player's, and the
 * counter moving forward when the authenticator keeps one (a cloned key goes back).
 */
export async function verifySignIn(
  store: PlayerStore,
  rp: RelyingParty,
  challenge: ChallengeRecord,
  response: AuthenticationResponseJSON,
  charge: (playerId: string) => void,
): Promise<{ credential: CredentialRecord; counter: number }> {
  const credential = await store.credential(response.id);
  if (credential === null) throw refused(400, "passkey-refused", "this passkey is not known here");
  // The player's sign-in budget, before the signature is checked: tries against one player's
  // passkeys from many addresses are bounded too.
  charge(credential.playerId);
  const handle = response.response.userHandle;
  if (handle !== undefined && handle !== credential.playerId) throw refused(400, "passkey-refused", "this passkey is not known here");
  const verified = await verifyAuthenticationResponse({
    response, expectedChallenge: challenge.challenge, expectedOrigin: rp.origin, expectedRPID: rp.id, requireUserVerification: false,
    credential: { id: credential.id, publicKey: isoBase64URL.toBuffer(credential.publicKey), counter: credential.counter, transports: credential.transports },
  }).catch((error: unknown) => {
    throw refused(400, "passkey-refused", `the passkey was not accepted: ${error instanceof Error ? error.message : String(error)}`);
  });
  if (!verified.verified) throw refused(400, "passkey-refused", "the passkey was not accepted");
  return { credential, counter: verified.authenticationInfo.newCounter };
}
