import type { TFunction } from 'i18next';
import type { AuditActor } from '../api/audit-api';

/** An event type as a reader says it ("Réservation annulée"), its type name where the catalogue has none. */
export const eventLabel = (t: TFunction, type: string): string => t(`admin-audit:events.${type}`, { defaultValue: type });

/** A stream kind as a reader says it. */
export const kindLabel = (t: TFunction, kind: string): string => t(`admin-audit:kinds.${kind}`, { defaultValue: kind });

/** Who acted: the person and their role, or the platform itself. */
export function actorLabel(t: TFunction, actor: AuditActor): string {
  if (actor.kind === 'system') return t('admin-audit:actor.system');
  const name = actor.name ?? t('admin-audit:actor.unknown');
  return actor.role === null ? name : `${name} (${t(`admin-audit:actor.roles.${actor.role}`)})`;
}

/** The first block of a correlation id: enough to tell them apart on screen. */
export const shortId = (id: string): string => id.slice(0, 8);

/** One colour per stream of a merged timeline (antd's preset tag colours). */
const COLOURS = ['blue', 'green', 'orange', 'purple', 'cyan', 'magenta', 'gold', 'volcano', 'geekblue', 'lime'] as const;
export const colourOf = (index: number): string => COLOURS[index % COLOURS.length]!;
