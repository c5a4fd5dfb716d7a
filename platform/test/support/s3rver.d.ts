// s3rver ships no types: the little the S3 tests use of it.
declare module 's3rver' {
  import type { Server } from 'node:http';
  import type { AddressInfo } from 'node:net';

  type S3rverOptions = {
    address?: string;
    port?: number;
    directory: string;
    silent?: boolean;
    resetOnClose?: boolean;
    configureBuckets?: readonly { name: string }[];
  };
  export default class S3rver {
    constructor(options: S3rverOptions);
    /** Creates the configured buckets, then listens. */
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
    readonly httpServer: Server;
  }
}
