import type { StreamState } from './event-store';

/** Base of every error the domain and its ports raise: a stable `code` the BFF maps to a status in one place. */
export abstract class DomainError extends Error {
  abstract readonly code: string;
  /** Values for the localized message (`{{min}}`, `{{max}}`, …). */
  readonly params: Readonly<Record<string, string | number>>;
  constructor(message: string, params: Readonly<Record<string, string | number>> = {}) {
    super(message);
    this.name = new.target.name;
    this.params = params;
  }
}

const describe = (state: StreamState | bigint | 'no_stream'): string =>
  typeof state === 'bigint' ? `revision ${state}` : state;

export class WrongExpectedVersionError extends DomainError {
  readonly code = 'event-store.wrong-expected-version';
  readonly type = 'wrong-expected-version';
  readonly stream: string;
  readonly expected: StreamState;
  /** The stream's actual last revision, or `no_stream`. */
  readonly actual: bigint | 'no_stream';
  constructor(stream: string, expected: StreamState, actual: bigint | 'no_stream') {
    super(`Stream ${stream}: expected ${describe(expected)}, found ${describe(actual)}`);
    this.stream = stream;
    this.expected = expected;
    this.actual = actual;
  }
}

export const isWrongExpectedVersion = (error: unknown): error is WrongExpectedVersionError =>
  error instanceof WrongExpectedVersionError;
