import type { Infrastructure } from '@weklean/platform';

/** A process manager or timer: started with the infrastructure, returns its stop function. */
export type Worker = { name: string; start(infra: Infrastructure): () => Promise<void> };
