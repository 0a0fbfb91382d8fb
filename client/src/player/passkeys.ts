import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import { saveName, savedName, savePlayer, seatKeysToClaim } from "../net/storage";
import { account, AccountRefusal, type SignedIn } from "./api";

/**
 * The passkey ceremonies of docs/protocol.md, "Players", in the browser: a new player, a
 * sign-in with any passkey this device offers (discoverable: no name asked), and another
 * device's own passkey from a one-time link. @simplewebauthn/browser is a chunk of its own,
 * fetched when a player page opens (`preparePasskeys`), never by the lobby. Each sign-in
 * sends the seat keys this browser keeps, so its seats become the player's.
 *
 * The browser's refusals become AccountRefusals the page has words for: `passkey-cancelled`
 * (closed, timed out, or not allowed), `passkey-exists` (this device has one for that player
 * already), `no-passkeys` (a browser without WebAuthn), `passkey-failed` (anything else).
 */
type Library = typeof import("@simplewebauthn/browser");

let library: Promise<Library> | null = null;

function webauthn(): Promise<Library> {
  if (!library) {
    library = import("@simplewebauthn/browser");
    // Offline, the chunk cannot come: the next ceremony tries again.
    library.catch(() => (library = null));
  }
  return library;
}

/** Fetches the library ahead of the first click: the ceremony then starts with the click. */
export function preparePasskeys(): void {
  void webauthn().catch(() => undefined);
}

function ceremonyRefusal(error: unknown, registering: boolean): AccountRefusal {
  const name = error instanceof Error ? error.name : "";
  const message = error instanceof Error ? error.message : String(error);
  if (name === "NotAllowedError" || name === "AbortError") return new AccountRefusal("passkey-cancelled", message);
  if (registering && name === "InvalidStateError") return new AccountRefusal("passkey-exists", message);
  return new AccountRefusal("passkey-failed", message);
}

/** Runs one of the browser's ceremonies; its refusals become the AccountRefusals above. */
async function ceremony(registering: boolean, run: (lib: Library) => Promise<unknown>): Promise<unknown> {
  const lib = await webauthn();
  if (!lib.browserSupportsWebAuthn()) throw new AccountRefusal("no-passkeys", "this browser makes no passkeys");
  try {
    return await run(lib);
  } catch (error) {
    throw ceremonyRefusal(error, registering);
  }
}

const create = (optionsJSON: PublicKeyCredentialCreationOptionsJSON) => ceremony(true, (lib) => lib.startRegistration({ optionsJSON }));
const use = (optionsJSON: PublicKeyCredentialRequestOptionsJSON) => ceremony(false, (lib) => lib.startAuthentication({ optionsJSON }));

/** The device is signed in: the lobby says who, and a table joined from here has a name to join with. */
function signedIn(answer: SignedIn): SignedIn {
  savePlayer({ name: answer.player.name });
  if (savedName() === "") saveName(answer.player.name);
  return answer;
}

/** A new player: the name, a passkey made here, this device signed in, this browser's seats theirs. */
export async function signUp(name: string): Promise<SignedIn> {
  const { options } = await account<{ options: PublicKeyCredentialCreationOptionsJSON }>("POST", "/api/players/register/options", { name });
  const credential = await create(options);
  return signedIn(await account<SignedIn>("POST", "/api/players/register", { credential, seatKeys: seatKeysToClaim() }));
}

/** Signs in with a passkey this device offers (its own, or one synced to it). */
export async function signIn(): Promise<SignedIn> {
  const { options } = await account<{ options: PublicKeyCredentialRequestOptionsJSON }>("POST", "/api/players/signin/options", {});
  const credential = await use(options);
  return signedIn(await account<SignedIn>("POST", "/api/players/signin", { credential, seatKeys: seatKeysToClaim() }));
}

/** What a device link opens: whose games, and the ceremony's options (good for 2 minutes). */
export interface DeviceInvite {
  name: string;
  options: PublicKeyCredentialCreationOptionsJSON;
  /** When the options were given (epoch ms). */
  at: number;
}

/** The server's ceremony lasts 2 minutes: older options are asked for again before use. */
const FRESH_MS = 90_000;

export async function openDeviceLink(link: string): Promise<DeviceInvite> {
  const answer = await account<{ options: PublicKeyCredentialCreationOptionsJSON; player: { name: string } }>("POST", "/api/players/device/options", { link });
  return { name: answer.player.name, options: answer.options, at: Date.now() };
}

/** This device's own passkey for the link's player, and the device signed in. */
export async function addThisDevice(link: string, invite: DeviceInvite): Promise<SignedIn> {
  const fresh = Date.now() - invite.at < FRESH_MS ? invite : await openDeviceLink(link);
  const credential = await create(fresh.options);
  return signedIn(await account<SignedIn>("POST", "/api/players/device", { credential, seatKeys: seatKeysToClaim() }));
}
