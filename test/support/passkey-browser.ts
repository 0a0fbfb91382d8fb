import type { CDPSession, Page } from "playwright-core";

/**
 * A device's passkeys in the browser tests: Chromium's virtual authenticator (DevTools
 * protocol, WebAuthn domain) on a page, a platform authenticator with resident keys and user
 * verification that answers at once, as a phone's screen lock would. `synced` sets the
 * backup flags a synced passkey carries (iCloud Keychain, Google Password Manager); copying
 * its credentials to another browser context's authenticator stands for the sync itself.
 */
export interface Credential {
  credentialId: string;
  isResidentCredential: boolean;
  rpId?: string;
  privateKey: string;
  userHandle?: string;
  signCount: number;
  backupEligibility?: boolean;
  backupState?: boolean;
}

export interface VirtualAuthenticator {
  readonly id: string;
  /** The passkeys it holds now. */
  credentials(): Promise<Credential[]>;
  /** A passkey made elsewhere arrives here (a synced passkey). */
  add(credential: Credential): Promise<void>;
}

export async function virtualAuthenticator(page: Page, { synced = false } = {}): Promise<VirtualAuthenticator> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable", { enableUI: false });
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      ctap2Version: "ctap2_1",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
      defaultBackupEligibility: synced,
      defaultBackupState: synced,
    },
  });
  return {
    id: authenticatorId,
    async credentials() {
      return (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials as Credential[];
    },
    async add(credential) {
      await cdp.send("WebAuthn.addCredential", { authenticatorId, credential });
    },
  };
}

/** Every passkey of `from` arrives at `to`, as a password manager syncs them. */
export async function syncPasskeys(from: VirtualAuthenticator, to: VirtualAuthenticator): Promise<number> {
  const credentials = await from.credentials();
  for (const credential of credentials) await to.add(credential);
  return credentials.length;
}

/** A credential's id as the server and the page name it (base64url; the protocol gives base64). */
export function passkeyId(credential: Credential): string {
  return Buffer.from(credential.credentialId, "base64").toString("base64url");
}
