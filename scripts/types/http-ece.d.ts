// http_ece (RFC 8188's encrypted content encoding, the library web-push itself encrypts with) ships
// no types: this declares only what the push tests use of it, to decrypt what a phone would.
declare module "http_ece" {
  import type { ECDH } from "node:crypto";

  interface DecryptParameters {
    version: "aes128gcm";
    /** The receiver's key pair (the phone's). */
    privateKey: ECDH;
    /** The 16-byte secret the phone shared, base64url. */
    authSecret: string;
  }

  export function decrypt(buffer: Buffer, parameters: DecryptParameters): Buffer;
}
