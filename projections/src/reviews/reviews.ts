import { reviewWindowClosesAt, type ReviewEvent } from '@weklean/domain';
import type { Projection } from '@weklean/platform';

/** Reviews and the windows to write them (docs/api/reviews.md). */
export const reviews: Projection = {
  name: 'reviews',
  eventTypes: ['BookingCompleted', 'ReviewSubmitted', 'ReviewPublished', 'ReviewReplied', 'ReviewReported'],
  apply: async (tx, recorded) => {
    if (recorded.type === 'BookingCompleted') {
      const { completedAt } = recorded.data as { completedAt: string };
      const bookingId = recorded.streamId.slice('booking-'.length);
      await tx`
        insert into review_windows (booking_id, completed_at, closes_at) values (${bookingId}, ${completedAt}, ${reviewWindowClosesAt(completedAt)})
        on conflict (booking_id) do nothing`;
      return;
    }
    const event = { type: recorded.type, data: recorded.data } as ReviewEvent;
    switch (event.type) {
      case 'ReviewSubmitted': {
        const { bookingId, authorRole, authorId, subjectId, ratings, comment, submittedAt, windowClosesAt } = event.data;
        await tx`
          insert into reviews (booking_id, author_role, author_id, subject_id, ratings, comment, status, submitted_at, window_closes_at, position)
          values (${bookingId}, ${authorRole}, ${authorId}, ${subjectId}, ${tx.json(ratings)}, ${comment}, 'submitted', ${submittedAt}, ${windowClosesAt},
                  ${recorded.position.commit.toString()}::bigint)
          on conflict (booking_id, author_role) do nothing`;
        return;
      }
      case 'ReviewPublished':
        await tx`update reviews set status = 'published', published_at = ${event.data.publishedAt} where booking_id = ${event.data.bookingId} and author_role = ${event.data.authorRole}`;
        return;
      case 'ReviewReplied':
        await tx`update reviews set reply = ${event.data.reply}, replied_at = ${event.data.repliedAt} where booking_id = ${event.data.bookingId} and author_role = ${event.data.authorRole}`;
        return;
      case 'ReviewReported':
        await tx`update reviews set reports = reports + 1 where booking_id = ${event.data.bookingId} and author_role = ${event.data.authorRole}`;
        return;
      default:
        return;
    }
  },
  reset: async (tx) => {
    await tx`delete from reviews`;
    await tx`delete from review_windows`;
  },
};
