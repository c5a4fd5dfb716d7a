import { emailPreferencesOf, type EventStore } from '@weklean/domain';
import { createPropertyRepository, createPushSubscriptions, profilePhotoOf, profilePhotoUrl, publicUser, userSummary, type AccountsRepository } from '@weklean/platform';
import { adminInboxOf, messagesOfPerson } from '@weklean/projections';
import { Hono } from 'hono';
import type postgres from 'postgres';
import { createPasskeyStore } from '../auth/passkey-store';
import { withProfilePic } from '../auth/profile-pic';
import { createClientOnboardingRepository } from '../client-onboarding/client-onboarding-repository';
import { noStore } from '../http/no-store';
import { requireRole, type RoleEnv } from '../http/require-role';
import { createTodoRepository } from '../todos/todo-repository';
import { disputesOfOne } from '../disputes/disputes';
import { bookingsOf, documentsOf, paymentsOf, referralsOf, reviewsOf, suspensionHistoryOf } from './person-records';

/**
 * `GET /api/me/data` (docs/api/accounts.md): everything held about the signed-in person, as a JSON download (Quebec's
 * Law 25). Nothing of anyone else beyond what the person already sees: the other party of a booking by the name they
 * see, the admin of a suspension not named.
 */
export const myDataRoutes = (deps: { sql: postgres.Sql; store: EventStore; accounts: AccountsRepository; clock: () => Date }) => {
  const properties = createPropertyRepository(deps.sql);
  const todos = createTodoRepository(deps.sql);
  const onboarding = createClientOnboardingRepository(deps.sql);
  const passkeyStore = createPasskeyStore(deps.sql);
  const pushSubscriptions = createPushSubscriptions(deps.sql);
  return new Hono<RoleEnv<'client' | 'cleaner' | 'admin' | null>>().get('/data', noStore, requireRole(), async (c) => {
    const user = c.get('user');
    const userId = user.id;
    const bookings = await bookingsOf(deps.sql, userId);
    const [summary, optOuts, myProperties, payments, reviews, messages, platformMessages, referrals, myTodos, documents, clientOnboarding, suspensions, passkeys, disputes, pushOptOuts, devices] =
      await Promise.all([
        userSummary(deps.sql, userId),
        deps.accounts.emailOptOuts(userId),
        properties.list(userId),
        paymentsOf(deps.sql, bookings),
        reviewsOf(deps.sql, userId),
        messagesOfPerson(deps.sql, userId),
        adminInboxOf(deps.sql, userId, null, 1000),
        referralsOf(deps.sql, userId),
        todos.list(userId),
        user.role === 'cleaner' ? documentsOf(deps.sql, userId) : Promise.resolve([]),
        onboarding.get(userId),
        suspensionHistoryOf(deps.sql, deps.store, userId),
        passkeyStore.listOf(userId),
        disputesOfOne(deps.sql, userId),
        deps.accounts.pushOptOuts(userId),
        pushSubscriptions.summariesOf(userId),
      ]);
    const profilePhoto = await profilePhotoOf(deps.sql, userId);
    const now = deps.clock();
    const body = {
      exportedAt: now.toISOString(),
      account: { ...publicUser(await withProfilePic(deps.sql, user)), createdAt: summary?.createdAt ?? null, suspendedAt: summary?.suspendedAt ?? null },
      // The files of the person's own picture (a client's; a cleaner's avatar is among their profile's photos).
      profilePhoto: profilePhoto === null ? null : { url: profilePhotoUrl(profilePhoto.fileId), thumbnailUrl: profilePhotoUrl(profilePhoto.thumbnailFileId) },
      notificationPreferences: emailPreferencesOf(optOuts),
      pushPreferences: emailPreferencesOf(pushOptOuts),
      properties: myProperties,
      bookings,
      payments,
      reviews,
      messages: {
        conversations: messages.map((message) => ({
          id: message.message_id,
          bookingId: message.booking_id,
          direction: message.direction,
          text: message.text,
          sentAt: message.sent_at.toISOString(),
          readAt: message.read_at?.toISOString() ?? null,
        })),
        fromThePlatform: platformMessages.items.map((message) => ({
          id: message.message_id,
          subject: message.subject,
          text: message.text,
          sentAt: message.sent_at.toISOString(),
          readAt: message.read_at?.toISOString() ?? null,
        })),
      },
      referrals,
      todos: myTodos,
      documents,
      clientOnboarding,
      suspensions: suspensions.map(({ type, at, reason }) => ({ type, at, reason })),
      // Each passkey as the account settings list it (its public key and counter are the device's, not the person's).
      passkeys,
      // The disputes the person was a side of, as the booking's page shows them (the admin who decided not named).
      disputes,
      // Each device subscribed to push: its push service's host and the dates (its endpoint and keys are the browser's).
      pushSubscriptions: devices,
    };
    const date = now.toISOString().slice(0, 10);
    c.header('Content-Disposition', `attachment; filename="weklean-data-${date}.json"`);
    return c.json(body, 200);
  });
};
