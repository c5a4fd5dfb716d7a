import type { Decider } from '../shared/decider';
/**
 * given(events).when(command).then(events) / .thenThrows(ErrorClass) for deciders (Emmett's DeciderSpecification).
 * The domain imports no test runner: the test passes its `expect`, whose deep equality and diffs we reuse.
 */

type Expect = (actual: unknown) => { toEqual: (expected: unknown) => void };

type ErrorClass = abstract new (...args: never[]) => Error;

export type DeciderSpec<Command, Event> = {
  given: (events: readonly Event[]) => {
    when: (command: Command) => {
      /** The events decided, in order. */
      then: (expected: readonly Event[]) => void;
      /** The decision fails with this class of error, and these params when given (DomainError's `params`). */
      thenThrows: (errorClass: ErrorClass, params?: Readonly<Record<string, unknown>>) => void;
    };
  };
};

export const deciderSpec = <Command, Event, State>(
  decider: Decider<State, Command, Event>,
  expect: Expect,
): DeciderSpec<Command, Event> => ({
  given: (events) => ({
    when: (command) => {
      const decide = () => decider.decide(command, events.reduce(decider.evolve, decider.initialState));
      return {
        then: (expected) => {
          // Through JSON, as the store keeps them: an event that does not survive the trip fails here.
          expect(JSON.parse(JSON.stringify(decide()))).toEqual(expected);
        },
        thenThrows: (errorClass, params) => {
          let events: readonly Event[];
          try {
            events = decide();
          } catch (error) {
            if (!(error instanceof errorClass)) {
              throw new Error(`Expected ${errorClass.name}, got ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`, {
                cause: error,
              });
            }
            if (params) expect((error as Error & { params?: unknown }).params).toEqual(params);
            return;
          }
          throw new Error(`Expected ${errorClass.name}, but the decision gave ${JSON.stringify(events.map((event) => (event as { type?: unknown }).type))}`);
        },
      };
    },
  }),
});
