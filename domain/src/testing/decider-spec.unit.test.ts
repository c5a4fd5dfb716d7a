import { describe, expect, it } from 'vitest';
import { DomainError } from '../event-store/errors';
import { deciderSpec } from './decider-spec';

class TooManyError extends DomainError {
  readonly code = 'test.too-many';
  constructor() {
    super('Too many', { max: 2 });
  }
}

type Added = { type: 'Added'; data: { n: number } };
const counter = deciderSpec<{ type: 'Add'; n: number }, Added, number>(
  {
    initialState: 0,
    evolve: (total, event) => total + event.data.n,
    decide: (command, total) => {
      if (total + command.n > 2) throw new TooManyError();
      return [{ type: 'Added', data: { n: command.n } }];
    },
  },
  expect,
);

describe('deciderSpec', () => {
  it('passes when the decision gives the expected events, and fails otherwise', () => {
    counter.given([]).when({ type: 'Add', n: 1 }).then([{ type: 'Added', data: { n: 1 } }]);
    expect(() => counter.given([]).when({ type: 'Add', n: 1 }).then([])).toThrow();
  });
  it('passes when the expected error is thrown with its params, and fails otherwise', () => {
    const tooMany = counter.given([{ type: 'Added', data: { n: 2 } }]).when({ type: 'Add', n: 1 });
    tooMany.thenThrows(TooManyError, { max: 2 });
    expect(() => tooMany.thenThrows(TooManyError, { max: 3 })).toThrow();
    expect(() => tooMany.thenThrows(RangeError)).toThrow(/Expected RangeError, got TooManyError/);
    expect(() => counter.given([]).when({ type: 'Add', n: 1 }).thenThrows(TooManyError)).toThrow(/but the decision gave \["Added"\]/);
  });
});
