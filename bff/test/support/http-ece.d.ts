/** http_ece (the RFC 8188 / RFC 8291 reference implementation) ships no types: the one call the push test makes. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';
  const ece: {
    decrypt(buffer: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string | Buffer }): Buffer;
  };
  export default ece;
}
