/**
 * Whether a platform authenticator (fingerprint, face) exists: the fingerprint option is offered
 * only then. On the web build: WebAuthn's user-verifying platform authenticator check. On a device
 * build: the keystore's biometry query (react-native-keychain's getSupportedBiometryType), see
 * docs/mobile.md. False when unknown.
 */
export async function platformAuthenticatorAvailable(): Promise<boolean> {
  const pkc = globalThis.PublicKeyCredential;
  if (!pkc || typeof pkc.isUserVerifyingPlatformAuthenticatorAvailable !== 'function') return false;
  try {
    return await pkc.isUserVerifyingPlatformAuthenticatorAvailable();
  } catch {
    return false;
  }
}
