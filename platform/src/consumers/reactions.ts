import type { DomainEvent, EventStore, Reactor, RecordedEvent } from '@weklean/domain';
import { checkpointName, type Dispatch, type Projection } from './consumer';

/** The state of the event's stream just after it, when the reactor reads one (`source`). */
async function sourceStateOf(store: EventStore, reactor: Reactor, event: RecordedEvent): Promise<unknown> {
  if (!reactor.source) return undefined;
  let state = reactor.source.initialState;
  for await (const recorded of store.readStream(event.streamId, { maxCount: Number(event.revision) + 1 })) {
    state = reactor.source.evolve(state, { type: recorded.type, data: recorded.data } as DomainEvent);
  }
  return state;
}

/** Sends a reactor's reactions to one event, in order; the same ids each time it is called for this event. */
export async function reactTo(deps: { store: EventStore; dispatch: Dispatch }, reactor: Reactor, event: RecordedEvent) {
  const state = await sourceStateOf(deps.store, reactor, event);
  for (const reaction of reactor.react(event, { state })) await deps.dispatch(reaction, event);
}

/** A reactor's rows in the shared checkpoint and parked-events tables are named `reactor:<name>`. */
export const parkedReactorName = (reactor: Pick<Reactor, 'name'>) => checkpointName({ kind: 'reactor', name: reactor.name });

/**
 * A reactor as the admin's "retry" of a parked event sees it (the parked-events API takes projection-shaped targets):
 * reacting again to the event, with the same command ids, so a retry after a fix acts once.
 */
export function reactorRetryTarget(reactor: Reactor, deps: { store: EventStore; dispatch: Dispatch }): Projection {
  return {
    name: parkedReactorName(reactor),
    eventTypes: reactor.eventTypes,
    apply: (_tx, event) => reactTo(deps, reactor, event),
    async reset() {},
  };
}
