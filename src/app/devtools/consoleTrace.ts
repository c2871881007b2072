import type { ActorRefLike, AnyEventObject, InspectionEvent, Observer } from 'xstate';

/** The part of `console` the trace writes to. */
export type TraceConsole = Pick<Console, 'groupCollapsed' | 'groupEnd' | 'log'>;

/** What an inspection event's actor is at run time: an XState `Actor`, typed as little as used. */
type InspectedActor = ActorRefLike & {
  id?: string;
  systemId?: string;
  src?: unknown;
  _parent?: InspectedActor;
};

type InspectedSnapshot = {
  status?: string;
  value?: unknown;
  context?: unknown;
  output?: unknown;
  error?: unknown;
};

/**
 * An XState inspection observer that writes every snapshot an actor takes to the console: one
 * collapsed group per transition, labelled `actor (session) · event · previous → next`, with the
 * event, its sender and the context keys that changed inside. Works offline.
 */
export function createConsoleTrace(out: TraceConsole = console): Observer<InspectionEvent> {
  const previous = new WeakMap<InspectedActor, InspectedSnapshot>();
  const senders = new WeakMap<AnyEventObject, InspectedActor>();
  return {
    next(inspection) {
      if (inspection.type === '@xstate.event') {
        if (inspection.sourceRef) senders.set(inspection.event, inspection.sourceRef);
        return;
      }
      if (inspection.type !== '@xstate.snapshot') return;
      const { actorRef, event } = inspection;
      const snapshot = inspection.snapshot as InspectedSnapshot;
      const before = previous.get(actorRef);
      previous.set(actorRef, snapshot);

      const from = before ? describeSnapshot(before) : '(start)';
      const to = describeSnapshot(snapshot);
      out.groupCollapsed(
        `${actorPath(actorRef)} (${actorRef.sessionId}) · ${event.type} · ${from} → ${to}`,
      );
      out.log('event', event);
      const sender = senders.get(event);
      if (sender && sender !== actorRef)
        out.log('sent by', `${actorPath(sender)} (${sender.sessionId})`);
      if (!before && snapshot.context !== undefined) out.log('context', snapshot.context);
      for (const [key, [was, is]] of Object.entries(contextChanges(before, snapshot))) {
        out.log(`context.${key}`, was, '→', is);
      }
      if (snapshot.status === 'done' && snapshot.output !== undefined)
        out.log('output', snapshot.output);
      if (snapshot.status === 'error') out.log('error', snapshot.error);
      out.groupEnd();
    },
  };
}

/** `projects`, `projects.load`: the actor's name under its parents' names. */
function actorPath(actor: InspectedActor): string {
  return actor._parent ? `${actorPath(actor._parent)}.${actorName(actor)}` : actorName(actor);
}

/**
 * Its system id, its invoke's id, the actor's name in `setup({ actors })` when the invoke has no
 * id (XState then makes one up, `0.projects.loading`), or the machine's id for a root actor.
 */
function actorName(actor: InspectedActor): string {
  const { systemId, id, sessionId, src } = actor;
  if (systemId) return systemId;
  if (id && id !== sessionId && !/^\d+\./.test(id)) return id;
  if (typeof src === 'string' && !src.startsWith('xstate.')) return src;
  const machineId = (src as { id?: unknown } | undefined)?.id;
  return typeof machineId === 'string' ? machineId : (id ?? sessionId);
}

/** A machine's state value (`loading`, `form.editing`), or a plain actor's status. */
function describeSnapshot(snapshot: InspectedSnapshot): string {
  if (snapshot.value === undefined) return snapshot.status ?? '?';
  const value = formatStateValue(snapshot.value);
  return snapshot.status && snapshot.status !== 'active' ? `${value} [${snapshot.status}]` : value;
}

function formatStateValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value !== 'object' || value === null) return String(value);
  const parts = Object.entries(value as Record<string, unknown>).map(([key, child]) =>
    child && typeof child === 'object' && Object.keys(child).length === 0
      ? key
      : `${key}.${formatStateValue(child)}`,
  );
  return parts.length === 1 ? `${parts[0]}` : `{${parts.join(', ')}}`;
}

/** Top-level context keys whose value is no longer the same (XState's `assign` keeps the rest). */
function contextChanges(
  before: InspectedSnapshot | undefined,
  after: InspectedSnapshot,
): Record<string, [unknown, unknown]> {
  const was = (before?.context ?? {}) as Record<string, unknown>;
  const is = (after.context ?? {}) as Record<string, unknown>;
  if (!before || was === is) return {};
  const changes: Record<string, [unknown, unknown]> = {};
  for (const key of new Set([...Object.keys(was), ...Object.keys(is)])) {
    if (!Object.is(was[key], is[key])) changes[key] = [was[key], is[key]];
  }
  return changes;
}
