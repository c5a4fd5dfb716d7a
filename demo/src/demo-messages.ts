import { randomUUID } from 'node:crypto';
import { adminInboxTarget, bookingTarget, conversationTarget, type EventStore } from '@weklean/domain';
import { createCommandHandler, type Logger } from '@weklean/platform';
import { firstConfirmedBookingOf } from '@weklean/projections';
import type postgres from 'postgres';
import type { DemoUseCases } from './demo-use-cases';

/**
 * The demo's messages, on first start: a short conversation about the keys and the parking on the demo client's next
 * confirmed booking (its last message unread by the cleaner), and a welcome from the platform to the demo client and
 * that cleaner. Sent through the same commands as the screens. Returns the cleaner's e-mail, to print with the logins.
 */
export async function seedDemoMessages(options: {
  sql: postgres.Sql;
  store: EventStore;
  logger: Logger;
  now: Date;
  clientEmail: string;
  adminId: string | null;
  useCases: Pick<DemoUseCases, 'accounts'>;
}): Promise<string | null> {
  const { sql, now } = options;
  const found = await firstConfirmedBookingOf(sql, options.clientEmail);
  if (!found) return null;
  const commands = createCommandHandler(options.store);
  const booking = await commands.load(bookingTarget(found.bookingId));
  if (booking.status === 'none') return null;
  const facts = { clientId: booking.clientId, cleanerId: booking.cleanerId, status: booking.status };
  const conversation = await commands.load(conversationTarget(found.bookingId));
  if (conversation.messages.length > 0) return found.email;
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000);
  const lines: [string, number, string][] = [
    [facts.clientId, 50, 'Bonjour! La boîte à clé est à gauche de la porte; je vous envoie le code la veille.'],
    [facts.cleanerId, 42, 'Parfait, merci! Je serai là à 13 h. Est-ce que je peux me stationner dans la ruelle?'],
    [facts.clientId, 20, 'Oui, la ruelle est libre l’après-midi. Le chat Minou sera dans la chambre du fond.'],
  ];
  let last: string | null = null;
  for (const [senderId, minutesAgo, text] of lines) {
    const messageId = randomUUID();
    await commands.execute(conversationTarget(found.bookingId), 'SendMessage', { bookingId: found.bookingId, messageId, text, booking: facts }, { userId: senderId, now: at(minutesAgo) });
    // Each reads what the other wrote before answering.
    if (last !== null) await commands.execute(conversationTarget(found.bookingId), 'MarkRead', { bookingId: found.bookingId, messageId: last, booking: facts }, { userId: senderId, now: at(minutesAgo) });
    last = messageId;
  }
  if (options.adminId) {
    const { accounts } = options.useCases;
    for (const [userId, text] of [
      [facts.clientId, 'Bienvenue sur Weklean! Vos réservations, vos paiements et vos échanges avec les nettoyeurs se font ici. Écrivez-nous au besoin.'],
      [facts.cleanerId, 'Bienvenue sur Weklean! Votre profil est vérifié : vos demandes et vos virements du vendredi apparaissent dans votre espace.'],
    ] as const) {
      const person = await accounts.byId(userId);
      if (person?.role !== 'client' && person?.role !== 'cleaner') continue;
      await commands.execute(adminInboxTarget(userId), 'SendAdminMessage', { messageId: randomUUID(), recipientId: userId, recipientRole: person.role, subject: 'Bienvenue', text }, { userId: options.adminId, now: at(24 * 60) });
    }
  }
  options.logger.info('seeded the demo messages', { bookingId: found.bookingId });
  return found.email;
}
