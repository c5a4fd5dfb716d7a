// Written by write-route-notes.ts from docs/api/*.md: do not edit by hand.
import type { RouteNote } from './route-notes-from-docs';

export type { RouteNote };

export const ROUTE_NOTES: Readonly<Record<string, RouteNote>> = {
  "DELETE /api/cleaners/me/calendar/providers/{provider}": {
    "page": "cleaners.md",
    "summary": "the list again",
    "description": "`DELETE /api/cleaners/me/calendar/providers/:provider` → the list again: the grant is revoked at Google (best\n    effort; Microsoft has no per-grant revocation, its tokens lapse unused), the tokens, the busy times read from it\n    and the ids of the events written to it are deleted (the events themselves stay in that calendar). Not connected\n    → `404 calendar.provider-not-connected`.\n  - Busy times: Google `POST /calendar/v3/freeBusy` on the primary calendar, Microsoft Graph\n    `GET /v1.0/me/calendarView` in UTC with only `start,end,showAs,isAllDay,isCancelled` (events shown as free or\n    working elsewhere, and cancelled ones, are not busy), for the same 60 days as the iCal import, every 30 minutes in\n    the import's round and once right after connecting. They land in the iCal import's table, each source replacing\n    only its own rows, so availability and search count them alike and `busyTimes` above lists them. An access token\n    is refreshed when it is within a minute of its end, or once when the API answers 401.\n  - Confirmed bookings: when a booking is accepted (or its proposed time accepted) an event \"Weklean — <client's first\n    name>\" is written at its time in each connected calendar, with the property's street and city (the cleaner sees\n    the address once the booking is confirmed); postponed, it is moved; cancelled or declined, deleted. The event id\n    is kept per booking and provider, so a second delivery updates the same event (and the creation is idempotent at\n    the provider too: Google's event id is derived from the booking, Microsoft's `transactionId` is the booking id).\n    A failure is logged and kept as `lastError`; it never holds the booking.",
    "success": [
      200
    ],
    "errors": [
      {
        "status": 404,
        "code": "calendar.provider-not-connected"
      }
    ]
  },
  "DELETE /api/cleaners/me/gallery-pairs/{pairId}": {
    "page": "gallery.md",
    "summary": "(cleaner) Withdraws one of the cleaner's pairs",
    "description": "`DELETE /api/cleaners/me/gallery-pairs/:pairId` (cleaner)\n\nWithdraws one of the cleaner's pairs: **200** `{ pairId, withdrawn: true }`; a pair that is not theirs (or already\nwithdrawn) is **404** `gallery.pair-not-found`.",
    "success": [],
    "errors": []
  },
  "DELETE /api/cleaners/me/photos/{id}": {
    "page": "cleaners.md",
    "summary": "Me",
    "description": "`DELETE /api/cleaners/me/photos/:id` → `Me`.",
    "success": [
      200
    ],
    "errors": []
  },
  "DELETE /api/cleaners/me/slots/{id}": {
    "page": "cleaners.md",
    "summary": "Me",
    "description": "`DELETE /api/cleaners/me/slots/:id` → `Me`.\n-",
    "success": [
      200
    ],
    "errors": []
  },
  "DELETE /api/properties/{id}": {
    "page": "properties.md",
    "summary": "200 { id }",
    "description": "`DELETE /api/properties/:id` → `200 { id }`; refused 409 `property.has-upcoming-bookings` while a pending or\n  confirmed booking uses it.",
    "success": [
      200
    ],
    "errors": [
      {
        "status": 409,
        "code": "property.has-upcoming-bookings"
      }
    ]
  },
  "DELETE /api/push/subscriptions/{id}": {
    "page": "push.md",
    "summary": "(signed in) → 204 (no body)",
    "description": "`DELETE /api/push/subscriptions/:id` (signed in) → `204` (no body). Someone else's subscription, an unknown id or\n  an id of another shape: `404 push.subscription-not-found` (the same answer, so that ids cannot be probed).\n  `401 auth.not-signed-in`.",
    "success": [
      204
    ],
    "errors": [
      {
        "status": 404,
        "code": "push.subscription-not-found"
      },
      {
        "status": 401,
        "code": "auth.not-signed-in"
      }
    ]
  },
  "DELETE /api/referrals/codes/{code}": {
    "page": "referrals.md",
    "summary": "(the code's owner, or an admin; issue 33) → 204",
    "description": "`DELETE /api/referrals/codes/:code` (the code's owner, or an admin; issue 33) → `204`: the code is retired for good\n  (`ReferralCodeDeleted { userId, code, by, at }`): no sign-up or claim works with it again (`referral.code-expired`),\n  it is never drawn for anyone else, and what it already brought stands (the friends' $10, the pending, held and earned\n  $20). `404 referral.code-not-found` for a code nobody has (or not a code), `403 referral.not-your-code` for someone\n  else's code (not an admin), `409 referral.code-state` for a code already replaced or deleted; 401 signed out. After a\n  deletion `GET /api/referrals/me` answers `code: null, link: null, active: false` (a look no longer issues a code) until",
    "success": [
      204
    ],
    "errors": [
      {
        "status": 404,
        "code": "referral.code-not-found"
      },
      {
        "status": 403,
        "code": "referral.not-your-code"
      },
      {
        "status": 409,
        "code": "referral.code-state"
      }
    ]
  },
  "DELETE /api/todos/{id}": {
    "page": "todos.md",
    "summary": "200 { id }",
    "description": "`DELETE /api/todos/:id` → `200 { id }`.",
    "success": [
      200
    ],
    "errors": []
  },
  "DELETE /api/users/me": {
    "page": "accounts.md",
    "summary": "{ confirmation: 'SUPPRIMER', currentPassword } → 200 { message }",
    "description": "`DELETE /api/users/me` `{ confirmation: 'SUPPRIMER', currentPassword }` → `200 { message }`: the account (its name,\n  e-mail, phone number and other personal fields are columns of its `users` row), its\n  sessions, reset tokens, passkeys, push subscriptions, dev-mailbox copies and personal-data key are deleted (a cleaner's profile is closed and\n  their files removed; a client's own picture, both files, is deleted), and the person's open sockets are closed on every BFF process; `503 auth.busy`.",
    "success": [
      200
    ],
    "errors": [
      {
        "status": 503,
        "code": "auth.busy"
      }
    ]
  },
  "DELETE /api/users/me/passkeys/{id}": {
    "page": "accounts.md",
    "summary": "{ currentPassword } → 200 { passkeys } (what is left)",
    "description": "`DELETE /api/users/me/passkeys/:id` `{ currentPassword }` → `200 { passkeys }` (what is left);\n  `404 auth.passkey-not-found` for an id the account has no passkey of (another person's included);\n  `403 auth.wrong-current-password`.",
    "success": [
      200
    ],
    "errors": [
      {
        "status": 404,
        "code": "auth.passkey-not-found"
      },
      {
        "status": 403,
        "code": "auth.wrong-current-password"
      }
    ]
  },
  "DELETE /api/users/me/photo": {
    "page": "accounts.md",
    "summary": "200 { user } without profilePic",
    "description": "`DELETE /api/users/me/photo` → `200 { user }` without `profilePic`; records `ProfilePhotoRemoved { userId, fileId,\n  thumbnailFileId }` and deletes both files. Without a photo it records nothing and answers the same\n  `200` (a repeated removal; a cleaner's avatar is not touched: it is removed from their profile). Only the person's own\n  picture can be named here. `401 auth.not-signed-in`.",
    "success": [
      200
    ],
    "errors": [
      {
        "status": 401,
        "code": "auth.not-signed-in"
      }
    ]
  },
  "GET /api/admin/audit/streams/{streamId}": {
    "page": "admin-audit.md",
    "summary": "200 { streamId, kind, events: [{ id, revision, type, at, actor, correlationId, causationId, data, position }], nextRevision }, in stream order",
    "description": "`GET /api/admin/audit/streams/:streamId[?fromRevision=N]` → `200 { streamId, kind, events: [{ id, revision, type,\n  at, actor, correlationId, causationId, data, position }], nextRevision }`, in stream order.\n  - `revision`: the event's number in its stream (0-based, a number). `at`: ISO instant, the command's\n    `metadata.occurredAt`, else when the store recorded it. `id`: the event's id (what a reaction's `causationId` names).\n  - `actor`: `{ kind: 'system' }` (timers, reactors: `userId` absent or `system`) or `{ kind: 'user', userId, name,\n    role }`, name and role from the accounts table; a person whose account was deleted reads `name: null, role: null`.\n  - `correlationId` ties together everything one request or one reaction caused, across streams; `causationId` is the\n    event a reaction answered (the correlation itself for a request). Either may be null on events written without\n    them.\n  - `position`: `{ commit, prepare }`, the event's place in the whole log (bigints as decimal strings): the order of\n    events of several streams recorded at the same instant.\n  - `data`: the event's data as JSON (a bigint as its decimal string; personal fields decrypted, or their empty value\n    once the person's key is destroyed).\n  - **Paging**: at most 5,000 events per answer. When there are more, `nextRevision` is the revision to ask for next\n    (`?fromRevision=5000`); otherwise null. `fromRevision` not a non-negative integer → 400 `validation`.\n  - 404 `audit.stream-not-found`: the stream has no event (unknown, or never written).\n  - **Viewing a person's history is recorded**: opening (this GET) a `cleaner-`, `payout-`, `referral-`, `admin-inbox-`\n    or `account-` stream appends `PersonHistoryViewed { subjectUserId, streamId, viewedAt }` to\n    `history-views-<subjectUserId>`, through the command handler, with the admin as the event's `userId` and a fresh\n    correlation id. That stream is itself viewable here (and opening it records nothing).",
    "success": [
      200
    ],
    "errors": [
      {
        "status": 400,
        "code": "validation"
      },
      {
        "status": 404,
        "code": "audit.stream-not-found"
      }
    ]
  },
  "GET /api/admin/audit/streams/{streamId}/related": {
    "page": "admin-audit.md",
    "summary": "200 { streams: [{ streamId, kind, events }] }, events as in the timeline",
    "description": "`GET /api/admin/audit/streams/:streamId/related` → `200 { streams: [{ streamId, kind, events }] }`, events as in the\n  timeline; only streams with at least one event. The browser merges them by `at` into one timeline, one colour per\n  stream, and filters by `correlationId`.\n  - For a booking's stream (`booking-`, `payment-`, `conversation-`, `review-`, `dispute-`): the booking, its payment\n    (the ledger is posted in the payment stream, docs/api/payments.md), conversation, both reviews and its dispute; the cleaner's\n    `schedule-…` days its events name (requested start, every new start), and its cleaner's `payout-…` stream,\n    both **filtered to the events whose `data.bookingId` is this booking** (they hold other bookings too).\n  - For a person's stream (`cleaner-`, `payout-`, `referral-`, `admin-inbox-`, `account-`, `history-views-`,\n    and `schedule-` by its cleaner): their account, cleaner, payout, referral, admin inbox and history views streams.\n  - `notifications` (a read-only pseudo-stream, kind `notifications`): the e-mails the notifications reactor sent\n    because of any of those events (table `notification_log`, effect id `mail:<event id>:<recipient>`), as events\n    `EmailSent { template, recipientId, recipientName }` with the causing event as `causationId` and its\n    `correlationId`; `revision` is the e-mail's rank, `position` null.\n  - Each stream is read up to 5,000 events. 404 `audit.stream-not-found` when none of them has an event.",
    "success": [
      200
    ],
    "errors": [
      {
        "status": 404,
        "code": "audit.stream-not-found"
      }
    ]
  },
  "GET /api/admin/audit/streams/{streamId}/state": {
    "page": "admin-audit.md",
    "summary": "200 { streamId, kind, revision, state }",
    "description": "`GET /api/admin/audit/streams/:streamId/state[?revision=N]` → `200 { streamId, kind, revision, state }`: the state\n  after event `N` (or after the last event without `revision`), folded from the decider's `initialState` with its\n  own `evolve` over events `0..N`. `state` is JSON-safe: bigint → string, Date → ISO instant, Set → array, Map →\n  object, at any depth (`toJsonSafe`, domain/src/audit/json-safe.ts).\n  - 400 `validation` (field `revision`): not a non-negative integer, or past the stream's last event.\n  - 404 `audit.no-state`: a kind of stream with no decider (`other`; the timeline still works).\n  - 404 `audit.stream-not-found`: no event in the stream.",
    "success": [
      200
    ],
    "errors": [
      {
        "status": 400,
        "code": "validation"
      },
      {
        "status": 404,
        "code": "audit.no-state"
      },
      {
        "status": 404,
        "code": "audit.stream-not-found"
      }
    ]
  },
  "GET /api/admin/bookings": {
    "page": "admin-dashboard.md",
    "summary": "{ from, to, status, page, pageSize, total, items: [{ id, status, client: { id, name }, cleaner: { id, name }, startsAt, requestedAt, finalPriceCents, cancell…",
    "description": "`GET /api/admin/bookings?from=&to=&status=&page=` → `{ from, to, status, page, pageSize, total, items: [{ id,\n  status, client: { id, name }, cleaner: { id, name }, startsAt, requestedAt, finalPriceCents, cancellationFeeCents }] }`\n  — the bookings behind the dashboard's counts: requested in the period, of one status (any without `status`), newest\n  request first, 20 a page (`page` from 1; a page past the end is empty, with the total). A name is null once the\n  account is deleted. 400 `validation` for an unknown `status` or a `page` that is not 1–10000.",
    "success": [
      200
    ],
    "errors": [
      {
        "status": 400,
        "code": "validation"
      }
    ]
  },
  "GET /api/admin/cleaner-reports": {
    "page": "cleaners.md",
    "summary": "{ items: { cleanerSlug, cleanerName, reason, createdAt }[] }",
    "description": "`GET /api/admin/cleaner-reports` → `{ items: { cleanerSlug, cleanerName, reason, createdAt }[] }`.",
    "success": [
      200
    ],
    "errors": []
  },
  "GET /api/admin/cleaners/{cleanerId}/analytics": {
    "page": "admin-dashboard.md",
    "summary": "{ from, to, cleaner, totals, series, payouts, feedback, reports }",
    "description": "`GET /api/admin/cleaners/:cleanerId/analytics?from=&to=` → `{ from, to, cleaner, totals, series, payouts, feedback,\n  reports }`; 404 `cleaners.not-found` when the id is not a cleaner's (unknown, a client's, an admin's, or not an id):\n  - `cleaner`: `{ id, name, slug, city: { id, name } | null, verification }`, `verification` one of `verified`,\n    `pending` (documents waiting for the review), `rejected` (a document refused, none waiting), `unverified`.\n  - `totals` (the whole period) and each week of `series` (`{ week, … }`, by week of request, Monday first):\n    - `bookings` requested; `accepted` (accepted at first or after a new time was agreed), `declined`, `expired`,\n      `completed`; `cancelledByClient`, `cancelledByCleaner`.\n    - `acceptanceRate` = accepted ÷ (accepted + declined + expired); `completionRate` = completed ÷ (completed +\n      accepted then cancelled); null when there is nothing to divide by.\n    - `medianResponseMinutes`: the median time from the moment the request reached the cleaner (its deposit paid,\n      else its request) to the cleaner's first answer (accept, decline or another time proposed), rounded; null\n      without answers.\n    - `ratings`: the average of each category (`cleanliness`, `quality`, `reliability`, `punctuality`,\n      `communication`, `professionalism`, `overall`) of the clients' reviews **published** in the period (week), two\n      decimals, null without reviews; `reviews`: how many.\n    - `earningsCents` (service earnings credited), `cancellationFeesCents` (late cancellation fees credited),\n      `paidOutCents` (payouts made, failed ones left out) — by the day they were credited or made.\n    - `totals.reports`: every report about the cleaner (not only the period's).\n  - `payouts`: `[{ id, kind, amountCents, feeCents, status, createdAt }]` made in the period, newest first.\n  - `feedback`: `[{ bookingId, overall, comment, publishedAt }]` — published clients' reviews of the period that have a\n    comment, newest first.\n  - `reports`: `[{ reason, createdAt }]` — every report about the cleaner, newest first.",
    "success": [
      200
    ],
    "errors": [
      {
        "status": 404,
        "code": "cleaners.not-found"
      }
    ]
  },
  "GET /api/admin/dashboard": {
    "page": "admin-dashboard.md",
    "summary": "{ from, to, bucket, figures, series }",
    "description": "`GET /api/admin/dashboard?from=&to=` → `{ from, to, bucket, figures, series }`:\n  - `figures.bookingsByStatus`: `{ pending, confirmed, in_progress, completed, cancelled, declined, declinedByClient,\n    expired, withdrawn }` (every status of `BOOKING_STATUSES`, 0 when none) — the bookings **requested** in the period\n    (their creation date), counted by the status they have now.\n  - `figures.grossBookingValueCents`: what clients were charged in the period — the ledger's charges (credits to\n    `client_funds_held` from a charge posting: deposits and balances) by the day they were posted. A charge later\n    refunded stays in it; the refund is in `refundsCents`.\n  - `figures.platformRevenueCents`: the platform's fees posted in the period — the service fees (`platform_fee_income`)\n    of bookings' earnings once posted (the booking done and paid in full; a voided earning never counts) plus the\n    instant payouts' $5 fees (`instant_payout_fee_income`) net of those given back when the payout failed. Cancellation\n    fees are not in it: they go to the cleaner.\n  - `figures.refundsCents`: the money returned to clients in the period — refunds the provider confirmed (debits of\n    `refunds_payable`), by the day they were paid.\n  - `figures.newClients`, `figures.newCleaners`: accounts created in the period with that role (as they are now).\n  - `figures.cleanersAwaitingReview`: cleaners with at least one verification document waiting (status `pending`),\n    now, whatever the period.\n  - `figures.reportsWaiting`: clients' reports on cleaners (feedback of type `report`), now, whatever the period (a\n    report has no handled state yet).\n  - `series`: `[{ date, bookings, grossBookingValueCents, platformRevenueCents, refundsCents, newClients,\n    newCleaners }]`, one per bucket, in order, counted as the figures above; their sums are the figures.",
    "success": [
      200
    ],
    "errors": []
  },
  "GET /api/admin/disputes": {
    "page": "disputes.md",
    "summary": "200 { disputes: AdminDisputeRow[] }, oldest first (by openedAt), all statuses without status",
    "description": "`GET /api/admin/disputes?status=open|answered|uncontested|decided` → `200 { disputes: AdminDisputeRow[] }`, oldest\n  first (by `openedAt`), all statuses without `status`; `400 validation` for another status.",
    "success": [
      200
    ],
    "errors": [
      {
        "status": 400,
        "code": "validation"
      }
    ]
  },
  "GET /api/admin/disputes/{id}": {
    "page": "disputes.md",
    "summary": "200 the evidence file, read from the streams (booking, conversation, payment, both reviews, the dispute) and the past disputes from the disputes read model",
    "description": "`GET /api/admin/disputes/:id` → `200` the evidence file, read from the streams (booking, conversation, payment, both\n  reviews, the dispute) and the past disputes from the disputes read model; `404 dispute.not-found`:\n  ```ts\n  {\n    dispute: DisputeView,\n    booking: { id, status, startsAt, endsAt, durationHours, address: { streetAddress, city, province, postalCode } | null,\n               client: { id, name }, cleaner: { id, name }, finalPriceCents },\n    timeline: { type, at, by: { id, name } | null, details }[],   // by null: the system; oldest first\n    conversation: { fromId, fromName, text, at }[],\n    payments: { chargedCents, refundedCents, refundableCents,\n                lines: { kind: 'deposit' | 'balance' | 'refund', amountCents, at: string | null, status }[] },\n    reviews: { byId, rating /* the overall category */, ratings, text, at }[],   // as written, published or not\n    pastDisputes: { client: AdminDisputeRow[], cleaner: AdminDisputeRow[] },     // this one left out\n  }\n  ```\n  Timeline `type`s and their `details`: `requested` `{ startsAt, endsAt }`, `deposit-paid`, `accepted`, `postponed` /\n  `time-proposed` `{ startsAt, endsAt }`, `proposal-accepted`, `punched-in` `{ lat, lng, distanceMetres, minutesLate }`,\n  `checklist-task-done` / `checklist-task-undone` `{ taskId, label }`, `photo-added` `{ photoId, phase: 'before' | 'after',\n  url, thumbnailUrl }`, `punched-out` `{ lat, lng, distanceMetres }`, `completed`, `cancelled` `{ by, reason }`, and the\n  dispute's own events (`DisputeOpened`, `DisputeAnswered`, `DisputeUncontested`, `DisputeDecided`, `{}`).\n  `distanceMetres` is the straight-line (haversine) distance from the punch to the home's placed address, in whole\n  metres (null when the home was deleted).\n  `refundableCents` = what the client paid (succeeded charges) less refunds decided (requested or succeeded).",
    "success": [
      200
    ],
    "errors": [
      {
        "status": 404,
        "code": "dispute.not-found"
      }
    ]
  },
  "GET /api/admin/disputes/{id}/photos/{photoId}": {
    "page": "disputes.md",
    "summary": "the booking's photo (image bytes)",
    "description": "`GET /api/admin/disputes/:id/photos/:photoId[/thumbnail]` → the booking's photo (image bytes); `404` otherwise.",
    "success": [],
    "errors": []
  },
  "GET /api/admin/documents": {
    "page": "cleaners.md",
    "summary": "{ items: { id, cleanerId, cleanerName, type, status, reason, issuedOn, submittedAt, contentType, sizeBytes, fileUrl }[] }",
    "description": "`GET /api/admin/documents?status=pending|approved|rejected` → `{ items: { id, cleanerId, cleanerName, type, status,\n  reason, issuedOn, submittedAt, contentType, sizeBytes, fileUrl }[] }`.",
    "success": [
      200
    ],
    "errors": []
  },
  "GET /api/admin/finance/invariants": {
    "page": "finance.md",
    "summary": "{ state: 'none' | 'done' | 'failed', findings, replay: Replay | null, running: { id, startedAt } | null } — the invariants as the latest finished run over th…",
    "description": "`GET /api/admin/finance/invariants` → `{ state: 'none' | 'done' | 'failed', findings, replay: Replay | null, running:\n  { id, startedAt } | null }` — the invariants as the latest finished run over the whole log found them (`replay` as\n  above, its `position` the head that run covers); `state: 'none'` and `replay: null` before any run. The invariants:\n  the trial balance is zero, no cleaner payable below zero, every fully paid booking has its transfer (unless the\n  account cannot take it yet or it is held), every payout equals what it covers less its fees, no earning on a\n  cancelled booking but its fee. Each finding of a run is also logged as an error by the workers.",
    "success": [
      200
    ],
    "errors": []
  },
  "GET /api/admin/finance/ledger.csv": {
    "page": "finance.md",
    "summary": "text/csv, one row per ledger line posted that week",
    "description": "`GET /api/admin/finance/ledger.csv?week=YYYY-Www` → `text/csv`, one row per ledger line posted that week.",
    "success": [
      200
    ],
    "errors": []
  },
  "GET /api/admin/finance/reconciliation": {
    "page": "finance.md",
    "summary": "{ week, from, to, rows: [{ cleanerId, cleanerName, gross, fees, refunds, cancellationFees, instantFees, net, paid, difference }], totals: { gross, fees, refu…",
    "description": "`GET /api/admin/finance/reconciliation?week=YYYY-Www` → `{ week, from, to, rows: [{ cleanerId, cleanerName, gross,\n  fees, refunds, cancellationFees, instantFees, net, paid, difference }], totals: { gross, fees, refunds,\n  cancellationFees, instantFees, net, paid, difference }, replayAgrees: boolean | null, findings: [{ invariant, subject,\n  detail }], replay: Replay | null, running: { id, startedAt } | null }`; without `week`, the latest week already paid\n  out (the week before the last Friday 09:00 that has passed); 400 `finance.invalid-week`.\n  - `gross`: the value of the work earned that week before taxes (the cleaner's earnings and the platform's fee on\n    them) plus cancellation fees; `fees`: the platform's service fee in it; `refunds`: money taken back from earnings\n    after the service (none in the booking flow); `instantFees`: instant payouts' $5, counted in the week of the latest\n    earning the payout covered; `net = gross − fees − refunds − instantFees`; `paid`: what payouts that reached the\n    bank paid of that week's earnings; `difference = net − paid` (what is still owed: zero once the week is paid out).\n  - Computed twice, independently: from the read model (SQL over `payout_earnings` and `payouts`), and by replaying\n    the raw payout streams through the domain's own `evolvePayout` and `reconcileWeek`. The replay never runs on a\n    request (issue 34): the workers run it in the background (see `POST /finance/replays`) and store it; this answer\n    compares the read model's rows, read now, with the **latest finished replay of that week**. `replayAgrees` is true\n    when the two agree to the cent for every row; every row that does not (or that only one side has) is a finding\n    (`replay-differs`). No replay of that week ever finished, or the latest failed: `replayAgrees: null`, `findings: []`.\n  - `replay` (that latest finished run, null when none): `{ id, state: 'done' | 'failed', checkedAt, position: { commit,\n    prepare } | null, coversLogUntil, durationMs, ageSeconds, stale: boolean | null, error: string | null }`.\n    `position` is the event store's head read just before the run started (decimal strings, as the checkpoints keep\n    positions); every event up to it is in the replay. `coversLogUntil` is when that head was read; `checkedAt` when the\n    run finished; `ageSeconds` the time since `checkedAt`. `stale` is true when the log's head has moved past\n    `position` since (any event of any stream: conservative, the age says how much it matters), null when the store\n    cannot tell its head (KurrentDB).\n  - `running`: a run of that week in progress, if any (the page reads the report again until it is null).\n  - Which cleaners a week's replay reads: those the read model knows for the week (an earning of the week, or a payout\n    covering one), each by its `payout-<cleanerId>` stream. A cleaner whose payout stream has the week's activity but\n    whom the read model lacks entirely cannot be found so; the nightly invariants over the whole log cover that case.",
    "success": [
      200
    ],
    "errors": [
      {
        "status": 400,
        "code": "finance.invalid-week"
      }
    ]
  },
  "GET /api/admin/finance/reconciliation.csv": {
    "page": "finance.md",
    "summary": "text/csv, one row per cleaner and week (the read model's rows; no replay)",
    "description": "`GET /api/admin/finance/reconciliation.csv?week=YYYY-Www` → `text/csv`, one row per cleaner and week (the read\n  model's rows; no replay).",
    "success": [
      200
    ],
    "errors": []
  },
  "GET /api/admin/finance/reconciliation/{cleanerId}": {
    "page": "finance.md",
    "summary": "{ row, account: { status, bankLast4 } | null, hold: { reason, by, since } | null, earnings: [{ earningId, bookingId, kind, amount, platformFee, earnedAt, sta…",
    "description": "`GET /api/admin/finance/reconciliation/:cleanerId?week=YYYY-Www` → `{ row, account: { status, bankLast4 } | null,\n  hold: { reason, by, since } | null, earnings: [{ earningId, bookingId, kind,\n  amount, platformFee, earnedAt, status, payoutId, eventId }], payouts: [{ payoutId, kind, amount, fee, status, week,\n  createdAt, eventId }], postings: [{ postingId, account, side, amount, phase, postedAt, eventId }] }` — every figure\n  of the row down to the events behind it, from the read models (`row` is the read model's, null when the cleaner has\n  none that week); no replay.",
    "success": [
      200
    ],
    "errors": []
  },
  "GET /api/admin/finance/trial-balance": {
    "page": "finance.md",
    "summary": "{ balanced: boolean, accounts: [{ account, debits, credits }], totals: { debits, credits } } — posted lines only (single and posted phases; a pending earning…",
    "description": "`GET /api/admin/finance/trial-balance` → `{ balanced: boolean, accounts: [{ account, debits, credits }],\n  totals: { debits, credits } }` — posted lines only (single and posted phases; a pending earning counts once posted,\n  a voided one never). `balanced` is `totals.debits === totals.credits`.",
    "success": [
      200
    ],
    "errors": []
  },
  "GET /api/admin/marketing/newsletter": {
    "page": "admin-marketing.md",
    "summary": "topic",
    "description": "`GET /api/admin/marketing/newsletter?topic=&page=`\n\n`topic`: one of the topics (all when absent); `page`: 1, 2… (50 a page, newest first).\n\n```\n{ figures: { total, confirmed, unconfirmed,\n             byTopic: [{ topic: \"tips\", confirmed, unconfirmed }, …] },   // every topic, in the order above\n  subscribers: { topic | null, page, pageSize: 50, total,\n                 items: [{ id, email, language: \"fr\" | \"en\", topics: [\"tips\", …], subscribedAt, confirmedAt | null }] } }\n```\n\n400 `validation`: an unknown topic, a page that is not a whole number from 1.",
    "success": [],
    "errors": [
      {
        "status": 400,
        "code": "validation"
      }
    ]
  },
  "GET /api/admin/marketing/newsletter.csv": {
    "page": "admin-marketing.md",
    "summary": "text/csv",
    "description": "`GET /api/admin/marketing/newsletter.csv?topic=`\n\n`text/csv; charset=utf-8`, `Content-Disposition: attachment; filename=\"weklean-newsletter-<topic|all>-<date>.csv\"`: a\nUTF-8 byte order mark (spreadsheets then read the accents), a header row in the request's language (`courriel,langue,\nsujets,abonné le,confirmé le` / `email,language,topics,subscribed at,confirmed at`), then one row per subscriber, oldest\nfirst: e-mail, language, topics (separated by `;`), subscribed at and confirmed at (ISO 8601 UTC, empty when not\nconfirmed). Lines end in CRLF; cells are quoted as RFC 4180 says (csv-stringify). **Formula injection guard**: a cell\nthat begins with `=`, `+`, `-`, `@`, a tab or a carriage return is prefixed with `'` (the one CSV writer of every\nexport, `bff/src/http/csv.ts`). 400 `validation`: an unknown topic.",
    "success": [],
    "errors": [
      {
        "status": 400,
        "code": "validation"
      }
    ]
  },
  "GET /api/admin/marketing/referrals": {
    "page": "admin-marketing.md",
    "summary": "From the referrals read model",
    "description": "`GET /api/admin/marketing/referrals`\n\nFrom the referrals read model:\n\n```\n{ codesIssued,        // codes ever drawn, replaced ones included\n  codeHolders,        // people who hold a code now\n  signUps,            // friends who signed up through a code\n  firstBookings,      // of them, those whose first booking came (their $10 spent, or the job that earned the reward)\n  rewards: [{ state: \"pending\" | \"held\" | \"earned\" | \"used\" | \"expired\" | \"refused\", count, cents }] }   // every state\n```\n\nThe rewards held for fraud review, and their approval or refusal (a reason required), are the routes of\ndocs/api/referrals.md: `GET /api/admin/referrals/held`, `POST /api/admin/referrals/rewards/:referrerId/:friendId/approve`\nand `…/refuse { reason }`. The page links each referrer and friend to their `referral-<userId>` history\n(`?history=`, docs/api/admin-audit.md).",
    "success": [],
    "errors": []
  },
  "GET /api/admin/marketing/traffic": {
    "page": "admin-marketing.md",
    "summary": "Quebec calendar days, both included",
    "description": "`GET /api/admin/marketing/traffic?from=YYYY-MM-DD&to=YYYY-MM-DD`\n\nQuebec calendar days, both included; by default the last 30 days up to today. From the analytics of docs/api/analytics.md.\n\n```\n{ from, to, timeZone: \"America/Toronto\",\n  totals: { pageViews, visitors, visits, heartbeats, errors },\n  days: [{ date, pageViews, visitors }],                  // every day of the period, empty ones at 0\n  topPages: [{ path, pageViews, visitors }],              // 20 most viewed\n  errors: [{ message, path, count, lastAt }] }            // grouped by message and page, 50 most frequent\n```\n\n`visitors` are distinct visitor ids with a page view; a **visit** is a visitor's day. Time on site is not measured, it\nis **estimated** by the page: heartbeats × 28 s (one heartbeat per 28 s of a visible page; the seconds before the first\nare not counted), in all and per visit. Only visitors who accepted analytics are counted.\n\n| status | code | when |\n| --- | --- | --- |\n| 400 | `validation` | a date that is not `YYYY-MM-DD`, `from` after `to`, a period over 366 days |",
    "success": [],
    "errors": []
  },
  "GET /api/admin/messages": {
    "page": "admin-messages.md",
    "summary": "200 { items: SentAdminMessage[], nextCursor } — every admin message, the latest first, 20 a page",
    "description": "`GET /api/admin/messages?before=<cursor>` → `200 { items: SentAdminMessage[], nextCursor }` — every admin message,\n  the latest first, 20 a page; `nextCursor` (null at the end) is passed as `before`. A malformed cursor → 404.",
    "success": [
      200
    ],
    "errors": []
  },
  "GET /api/admin/messages/recipients": {
    "page": "admin-messages.md",
    "summary": "200 { items: [{ id, name, email, role }] } — at most 10 clients and cleaners whose name or e-mail contains q (case-insensitive), by name",
    "description": "`GET /api/admin/messages/recipients?q=<text>` → `200 { items: [{ id, name, email, role }] }` — at most 10 clients\n  and cleaners whose name or e-mail contains `q` (case-insensitive), by name. Fewer than 2 characters → `{ items: [] }`.",
    "success": [
      200
    ],
    "errors": []
  },
  "GET /api/admin/messages/stats": {
    "page": "admin-messages.md",
    "summary": "200 { sent, read, readRate, byRole: { client: { sent, read, readRate }, cleaner: { sent, read, readRate } } } — readRate between 0 and 1 (3 decimals; 0 when …",
    "description": "`GET /api/admin/messages/stats` → `200 { sent, read, readRate, byRole: { client: { sent, read, readRate }, cleaner:\n  { sent, read, readRate } } }` — `readRate` between 0 and 1 (3 decimals; 0 when nothing was sent).",
    "success": [
      200
    ],
    "errors": []
  },
  "GET /api/admin/projections/parked": {
    "page": "platform.md",
    "summary": "200 { items: ParkedEvent[] }",
    "description": "`GET /api/admin/projections/parked?status=open|all` → `200 { items: ParkedEvent[] }`: `open` (default) the ones\n  waiting, oldest first; `all` the last 500 of every state, newest first. Another `status` → 400.",
    "success": [
      200
    ],
    "errors": []
  },
  "GET /api/admin/referrals/held": {
    "page": "admin-marketing.md",
    "summary": "GET /api/admin/referrals/held",
    "description": "`GET /api/admin/referrals/held`",
    "success": [],
    "errors": []
  },
  "GET /api/admin/users": {
    "page": "admin-users.md",
    "summary": "200 { items: UserSummary[], total, page, pageSize } — newest accounts first, 25 a page",
    "description": "`GET /api/admin/users?q=&role=client|cleaner|admin&status=active|suspended&page=` → `200 { items: UserSummary[],\n  total, page, pageSize }` — newest accounts first, 25 a page. `q` (at most 200 characters) is found within the name\n  or the e-mail, case and accents aside (\"helene\" finds \"Hélène\"), `%` and `_` taken literally. A page past the end\n  is empty (with the real `total`). `400 validation` for an unknown role or status, or a page that is not a whole\n  number from 1.",
    "success": [
      200
    ],
    "errors": [
      {
        "status": 400,
        "code": "validation"
      }
    ]
  },
  "GET /api/admin/users/{id}": {
    "page": "admin-users.md",
    "summary": "200 UserDetail",
    "description": "`GET /api/admin/users/:id` → `200 UserDetail`; `404 users.not-found` for an unknown id (or one that is not an id).\n  Each opening is recorded as viewing the person's history: `PersonHistoryViewed { subjectUserId, streamId:\n  'account-<id>' }` on `history-views-<id>`, in the admin's name (docs/api/admin-audit.md).",
    "success": [
      200
    ],
    "errors": [
      {
        "status": 404,
        "code": "users.not-found"
      }
    ]
  },
  "GET /api/blog": {
    "page": "blog.md",
    "summary": "200 { posts: [{ slug, title, description, publishedAt, tags, readingMinutes }] }, newest first (then by slug)",
    "description": "`GET /api/blog` → `200 { posts: [{ slug, title, description, publishedAt, tags, readingMinutes }] }`, newest first\n  (then by slug).",
    "success": [
      200
    ],
    "errors": []
  },
  "GET /api/blog/{slug}": {
    "page": "blog.md",
    "summary": "200 { slug, title, description, publishedAt, updatedAt (or null), tags, readingMinutes, html, alternate: { fr, en } } — html is the rendered article (from ##…",
    "description": "`GET /api/blog/:slug` → `200 { slug, title, description, publishedAt, updatedAt (or null), tags, readingMinutes,\n  html, alternate: { fr, en } }` — `html` is the rendered article (from `##` down); `alternate` the article's path in\n  each language (one slug: the same path, on the French and the English origin).\n  - an unknown or malformed slug → `404 { code: 'http.404' }`.",
    "success": [
      200
    ],
    "errors": []
  },
  "GET /api/bookings": {
    "page": "bookings.md",
    "summary": "By role",
    "description": "Lists — `GET /api/bookings?status=<status>&page=&pageSize=`\n\nBy role: a client's bookings or a cleaner's. `status` optional (one of `BOOKING_STATUSES`), also\n`status=upcoming` (pending, confirmed, in_progress) and `status=past` (everything else). →\n`200 { items: BookingSummary[], total, counts: Record<BookingStatus, number> }` (`counts`: every status, 0 when none), soonest first for upcoming, latest first\notherwise. A cleaner never sees a request whose deposit is not paid yet. Neither side's lists nor `counts` hold a\n`withdrawn` request (its deposit declined, its 3-D Secure step failed or not done in time, or the request interrupted\nbefore its payment opened): it was never a booking (issue 30). Its stream keeps it (the admin's audit reads it), and\n`GET /api/bookings/:id` still answers its client, with `payment.lastFailure` saying why.\n\n```ts\ntype BookingSummary = {\n  id: string; seriesId: string | null; status: BookingStatus; paymentStatus: PaymentStatus; progressLabel: ProgressLabel;\n  startsAt: string; endsAt: string; durationHours: number; frequency: Frequency; emergency: boolean;\n  cleaner: { id: string; slug: string | null; name: string; avatarUrl: string | null };\n  client: { id: string; name: string; avatarUrl: string | null };  // the client's own picture (docs/api/accounts.md, profilePic)\n  property: { id: string; name: string; type: PropertyType; city: string } | null;   // null once deleted\n  finalPrice: number; createdAt: string; expiresAt: string | null;                   // expiresAt: pending only\n  earning: { amount: number; platformFee: number } | null;                          // the cleaner's side only\n};\n```\n\n`earning` is what the cleaner is paid for the booking: the ledger's `cleanerEarning` (base price, supplies, emergency\nfee — the first-booking and referral discounts are the platform's), with `platformFee` the service fee the client pays\non top. It is given to the cleaner only (null for the client, who sees `finalPrice`), and null once the booking ended\nwithout its service (cancelled, declined, expired, withdrawn; a late cancellation's fee is in `cancellation.feeCents`,\npaid on to the cleaner). The screens show each side its own amount: the cleaner their earning, the client the price.",
    "success": [
      200
    ],
    "errors": []
  },
  "GET /api/bookings/{id}": {
    "page": "bookings.md",
    "summary": "still answers its client, with payment.lastFailure saying why",
    "description": "`GET /api/bookings/:id` still answers its client, with `payment.lastFailure` saying why.",
    "success": [],
    "errors": []
  },
  "GET /api/bookings/{id}/client-reviews": {
    "page": "reviews.md",
    "summary": "(the booking's cleaner, deciding on a request) → { rating, reviewCount, ratings, items }",
    "description": "`GET /api/bookings/:id/client-reviews` (the booking's cleaner, deciding on a request) → `{ rating, reviewCount,\n  ratings, items }`: what cleaners said of the client (the latest 5).",
    "success": [
      200
    ],
    "errors": []
  },
  "GET /api/bookings/{id}/disputes": {
    "page": "accounts.md",
    "summary": "shows them (docs/api/disputes.md)",
    "description": "`GET /api/bookings/:id/disputes` shows them (docs/api/disputes.md);\n  `profilePhoto` a client's own picture, the photo and its thumbnail, which the person may fetch; `account.profilePic`\n  is the picture shown, a cleaner's avatar included).\n  The shapes of `bookings`, `payments`, `reviews`, `referrals` and `documents` are those of an admin's view of the\n  account (docs/api/admin-users.md); `properties` and `todos` those of their own routes. No password hash, and nothing\n  of anyone else beyond what the person already sees: the other party of a booking or a review by the name they see,\n  a friend by their first name, the admin behind a suspension not named.",
    "success": [],
    "errors": [
      {
        "status": 404,
        "code": "dispute.not-found"
      }
    ]
  },
  "GET /api/bookings/{id}/documents/{number}": {
    "page": "payments.md",
    "summary": "(the booking's client; R-2026-000001 or F-2026-000001) → the PDF (application/pdf), in the request's language",
    "description": "`GET /api/bookings/:id/documents/:number` (the booking's client; `R-2026-000001` or `F-2026-000001`) → the PDF\n  (`application/pdf`), in the request's language; 404 for anyone else or an unknown number; 409\n  `payment.invoice-not-ready` (\"La facture est disponible seulement après le paiement final.\") for the invoice of a\n  booking not paid in full; 429 `payment.document-rate-limited` (\"Trop de demandes. Veuillez réessayer dans\n  {{seconds}} secondes.\", with `Retry-After`) beyond 10 documents a minute per person.",
    "success": [],
    "errors": [
      {
        "status": 429,
        "code": "payment.document-rate-limited"
      }
    ]
  },
  "GET /api/bookings/{id}/reviews": {
    "page": "reviews.md",
    "summary": "(the booking's client or cleaner) → { role, windowClosesAt, canWrite, mine, theirs, theirsWritten } — mine and theirs are Review | null",
    "description": "`GET /api/bookings/:id/reviews` (the booking's client or cleaner) → `{ role, windowClosesAt, canWrite, mine,\n  theirs, theirsWritten }` — `mine` and `theirs` are `Review | null`; `theirs` only once published; `windowClosesAt` is\n  null until the service is done. Others: 404 `review.not-found`.",
    "success": [
      200
    ],
    "errors": [
      {
        "status": 404,
        "code": "review.not-found"
      }
    ]
  },
  "GET /api/calendar/oauth/{provider}/callback": {
    "page": "cleaners.md",
    "summary": "(the provider sends the browser here) exchanges the code with its verifier, keeps the tokens sealed (AES-256-GCM, CALENDAR_TOKEN_KEY), reads the busy times o…",
    "description": "`GET /api/calendar/oauth/:provider/callback?code&state` (the provider sends the browser here) exchanges the code\n    with its verifier, keeps the tokens sealed (AES-256-GCM, `CALENDAR_TOKEN_KEY`), reads the busy times once, and\n    always answers `302` to `/profile/calendar?connected=<provider>` or `/profile/calendar?calendarError=<code>`, with\n    `<code>` one of `oauth-state-invalid` (unknown, used, expired, or another session's state), `oauth-failed` (the\n    token endpoint refused the code), `oauth-denied` (the person declined the consent), `provider-not-configured`.",
    "success": [],
    "errors": []
  },
  "GET /api/cleaners": {
    "page": "cleaners.md",
    "summary": "{ items: CleanerCard[], total, page, pageSize } (verified cleaners only; maxPriceCents: the hourly rate, or the lowest fixed price, at most; the search page'…",
    "description": "`GET /api/cleaners?q&city&minRating&minExperience&availableSoon&serviceType&language&pets&eco&backgroundChecked&maxPriceCents&sort&page&pageSize`\n  → `{ items: CleanerCard[], total, page, pageSize }` (verified cleaners only; `maxPriceCents`: the hourly rate, or\n  the lowest fixed price, at most; the search page's own address keeps `maxPrice` in whole dollars).\n  `q` (issue 15, at most 80 characters, no control characters): part of the cleaner's name; case, accents, hyphens and\n  apostrophes do not matter (`anne marie` finds \"Anne-Marie Côté\", `helene` finds \"Hélène\"); `%` and `_` are literal.\n  `availableSoon=true`: free time for a whole shortest booking (4 h) on one of today and the next 3 days.\n  `backgroundChecked=true` (issue 33, `true`|`false`, anything else a 400; `false` is no criterion, like `eco`): only\n  cleaners whose card has `backgroundChecked` (below) today.\n  `serviceType`: one of `SERVICE_TYPES` (`basic`, `deep`, `move_in_out`, `office`, `airbnb`, `commercial`, `bungalo`,\n  `apartement`, `condo`, `garage`; issue 33 added `garage`, garage cleaning, which the page /services/nettoyage-garage\n  searches); any other value is a 400. A cleaner's fixed prices (`fixedPricesCents`) are per property type, `garage`\n  included.",
    "success": [
      200
    ],
    "errors": []
  },
  "GET /api/cleaners/{slug}": {
    "page": "cleaners.md",
    "summary": "the public profile, 404 when unknown or not verified",
    "description": "`GET /api/cleaners/:slug` → the public profile, 404 when unknown or not verified.",
    "success": [],
    "errors": []
  },
  "GET /api/cleaners/{slug}/availability": {
    "page": "cleaners.md",
    "summary": "(issue 15, public) → { date, free: [{ start, end }] }",
    "description": "`GET /api/cleaners/:slug/availability?date=YYYY-MM-DD` (issue 15, public) → `{ date, free: [{ start, end }] }`: the\n  cleaner's free times that Quebec date, as `HH:MM` Quebec wall-clock times (an end at midnight is `24:00`), sorted.\n  Free time is the cleaner's weekly working hours (recurring blocks) and dated blocks of that day (\"all day\" is\n  07:00–21:00), plus their `available` slots, minus their `unavailable` slots, the time held by pending and confirmed\n  bookings (reservations) and the busy times imported from their own calendar; gaps under 30 minutes are left out.\n  Today starts 2 hours from now (the earliest a request may start); a past date has `free: []`. 400 `validation.date`\n  for a missing or impossible date; 404 `cleaners.not-found` for an unknown or unverified cleaner.",
    "success": [
      200
    ],
    "errors": [
      {
        "status": 400,
        "code": "validation.date"
      },
      {
        "status": 404,
        "code": "cleaners.not-found"
      }
    ]
  },
  "GET /api/cleaners/{slug}/reviews": {
    "page": "reviews.md",
    "summary": "(public) → { rating, reviewCount, ratings, items, nextCursor }",
    "description": "`GET /api/cleaners/:slug/reviews?before=` (public) → `{ rating, reviewCount, ratings, items, nextCursor }`; 404 for\n  an unknown or unverified cleaner.",
    "success": [
      200
    ],
    "errors": []
  },
  "GET /api/cleaners/me": {
    "page": "cleaners.md",
    "summary": "Me (started: false and profile: null before the quick start)",
    "description": "`GET /api/cleaners/me[?after=<commit>.<prepare>]` → `Me` (`started: false` and `profile: null` before the quick start).",
    "success": [
      200
    ],
    "errors": []
  },
  "GET /api/cleaners/me/calendar": {
    "page": "cleaners.md",
    "summary": "{ feedUrl, importUrl, importedAt, importError, busyTimes: { start, end, allDay }[] } (creates the secret feed address on first use)",
    "description": "`GET /api/cleaners/me/calendar` → `{ feedUrl, importUrl, importedAt, importError, busyTimes: { start, end, allDay }[] }`\n  (creates the secret feed address on first use); `POST /api/cleaners/me/calendar/feed-token` replaces the address;",
    "success": [
      200
    ],
    "errors": []
  },
  "GET /api/cleaners/me/calendar/providers": {
    "page": "cleaners.md",
    "summary": "{ provider: 'google' | 'microsoft', configured, connected, account?, lastSyncAt?, lastError? }[], both providers always listed (configured: false: not offere…",
    "description": "`GET /api/cleaners/me/calendar/providers` → `{ provider: 'google' | 'microsoft', configured, connected, account?,\n    lastSyncAt?, lastError? }[]`, both providers always listed (`configured: false`: not offered, the page hides it).\n    `lastError` is `invalid-grant` (the provider refused the refresh token: access withdrawn or expired, the connection\n    is left out of the rounds until it is connected again) or `failed` (anything else; tried again every 30 minutes).",
    "success": [
      200
    ],
    "errors": []
  },
  "GET /api/cleaners/me/gallery-pairs": {
    "page": "gallery.md",
    "summary": "(cleaner) The signed-in cleaner's pairs currently published (a withdrawn one is gone), the newest first, read from the gallery read model (galleryPairsOf in …",
    "description": "`GET /api/cleaners/me/gallery-pairs?bookingId=uuid` (cleaner)\n\nThe signed-in cleaner's pairs currently published (a withdrawn one is gone), the newest first, read from the gallery\nread model (`galleryPairsOf` in `projections/src/gallery/queries.ts`); with `bookingId`, only that booking's (another\ncleaner's booking lists nothing). The booking details page of a completed booking shows them, each with its\nwithdrawal. `Cache-Control: no-store`.\n\n```json\n{\n  \"pairs\": [\n    {\n      \"pairId\": \"3f0c…\",\n      \"bookingId\": \"9b1e…\",\n      \"room\": \"kitchen\",\n      \"before\": { \"url\": \"/api/files/booking-…\", \"thumbnailUrl\": \"/api/files/thumb-…\" },\n      \"after\": { \"url\": \"/api/files/booking-…\", \"thumbnailUrl\": \"/api/files/thumb-…\" },\n      \"publishedAt\": \"2026-11-22T17:00:00.000Z\"\n    }\n  ]\n}\n```\n\n**401** signed out, **403** for a client or an admin; a `bookingId` that is not a uuid answers **400**\n`{ code: \"validation\", message, issues }`. A pair just published or withdrawn shows here once the gallery projection\nhas applied the event (normally within a second).",
    "success": [],
    "errors": []
  },
  "GET /api/cleaners/popular": {
    "page": "cleaners.md",
    "summary": "{ items }",
    "description": "`GET /api/cleaners/recommended?city&limit`, `GET /api/cleaners/popular?city&limit` → `{ items }`.",
    "success": [
      200
    ],
    "errors": []
  },
  "GET /api/cleaners/recommended": {
    "page": "cleaners.md",
    "summary": "{ items }",
    "description": "`GET /api/cleaners/recommended?city&limit`, `GET /api/cleaners/popular?city&limit` → `{ items }`.",
    "success": [
      200
    ],
    "errors": []
  },
  "GET /api/conversations": {
    "page": "messages.md",
    "summary": "{ items: [{ bookingId, booking: { startsAt, status }, otherParty: { id, name, pictureUrl }, lastMessage: { text, senderId, sentAt } | null, unread }] } — eve…",
    "description": "`GET /api/conversations` → `{ items: [{ bookingId, booking: { startsAt, status }, otherParty: { id, name,\n  pictureUrl }, lastMessage: { text, senderId, sentAt } | null, unread }] }` — every booking of the person that is\n  confirmed, in progress or done, the latest conversation first. `pictureUrl`: the other person's picture (a\n  cleaner's avatar, a client's own photo: docs/api/accounts.md, `profilePic`), a thumbnail's address, or `null` (the\n  app shows their initials).",
    "success": [
      200
    ],
    "errors": []
  },
  "GET /api/conversations/{bookingId}/messages": {
    "page": "messages.md",
    "summary": "{ items: [{ id, bookingId, senderId, recipientId, text, sentAt, readAt }], nextCursor } — 50 a page, the latest first",
    "description": "`GET /api/conversations/:bookingId/messages?before=<cursor>` → `{ items: [{ id, bookingId, senderId, recipientId,\n  text, sentAt, readAt }], nextCursor }` — 50 a page, the latest first; `nextCursor` is passed as `before` for the\n  older ones (null at the start of the conversation).",
    "success": [
      200
    ],
    "errors": []
  },
  "GET /api/docs": {
    "page": "README.md",
    "summary": "200 the interactive reference (Swagger UI, served by the app from its own files, under a CSP of its own: scripts and styles from the app only, no eval)",
    "description": "`GET /api/docs` → `200` the interactive reference (Swagger UI, served by the app from its own files, under a CSP of\n  its own: scripts and styles from the app only, no eval).",
    "success": [
      200
    ],
    "errors": []
  },
  "GET /api/docs/{file}": {
    "page": "README.md",
    "summary": "200 the reference's script and stylesheet",
    "description": "`GET /api/docs/:file` → `200` the reference's script and stylesheet; `404 http.404` for any other name.",
    "success": [
      200
    ],
    "errors": [
      {
        "status": 404,
        "code": "http.404"
      }
    ]
  },
  "GET /api/files/{fileId}": {
    "page": "cleaners.md",
    "summary": "GET /api/files/{fileId}",
    "description": "`GET /api/files/:fileId`: profile photos and thumbnails (public); verification documents only for their cleaner and\n  admins.",
    "success": [],
    "errors": []
  },
  "GET /api/files/<id>": {
    "page": "accounts.md",
    "summary": "serves it (the photo and its thumbnail) to the client, to admins and to the cleaners of the client's bookings (a booking as the cleaner's list shows it: a re…",
    "description": "`GET /api/files/<id>` serves\nit (the photo and its thumbnail) to the client, to admins and to the cleaners of the client's bookings (a booking as\nthe cleaner's list shows it: a request once its deposit is paid, whatever became of it since), with\n`Cache-Control: private, max-age=3600`, and answers `404 http.not-found` to anyone else, signed out included. Admins\nhave none. The other person's picture also comes with the conversation list (`otherParty.pictureUrl`,\ndocs/api/messages.md) and with bookings (`cleaner.avatarUrl`, `client.avatarUrl`, docs/api/bookings.md), `null` when\nthere is none.",
    "success": [],
    "errors": [
      {
        "status": 404,
        "code": "http.not-found"
      }
    ]
  },
  "GET /api/gallery": {
    "page": "gallery.md",
    "summary": "Public, no session needed",
    "description": "`GET /api/gallery?room=all|kitchen|bathroom|living|office&page=N`\n\nPublic, no session needed. The newest first, 12 per page. `room` defaults to `all`, `page` to `1` (1 to 9999).\n`Cache-Control: public, max-age=60`.\n\n```json\n{\n  \"pairs\": [\n    {\n      \"pairId\": \"3f0c…\",\n      \"room\": \"kitchen\",\n      \"before\": { \"url\": \"/api/files/booking-…\", \"thumbnailUrl\": \"/api/files/thumb-…\" },\n      \"after\": { \"url\": \"/api/files/booking-…\", \"thumbnailUrl\": \"/api/files/thumb-…\" },\n      \"cleaner\": { \"name\": \"Amélie M.\", \"slug\": \"amelie-m\", \"city\": \"Montréal\" },\n      \"publishedAt\": \"2026-11-22T17:00:00.000Z\"\n    }\n  ],\n  \"page\": 1,\n  \"pageSize\": 12,\n  \"total\": 14\n}\n```\n\n`cleaner.city` is the name of the cleaner's base city (null when unknown). A room or page outside the list answers\n**400** `{ code: \"validation\", message, issues }`, the message in the request's language.\n\nThe photo files (`/api/files/:id`) of a pair shown in the gallery are readable by anyone, cached as a profile's\nphotos; once the pair is withdrawn (or its cleaner no longer public) they are private again (404), like any booking\nphoto, which otherwise only the booking's client and cleaner read through `/api/bookings/:id/photos/:photoId`.",
    "success": [],
    "errors": []
  },
  "GET /api/geocoding/suggest": {
    "page": "properties.md",
    "summary": "200 { items: { label, streetAddress, city, province, postalCode, country, lat, lng, placeId }[] } (at most 8)",
    "description": "Address suggestions — `GET /api/geocoding/suggest?q=<text>`\n\n→ `200 { items: { label, streetAddress, city, province, postalCode, country, lat, lng, placeId }[] }` (at most 8).\nThe form's address field is an AutoComplete over these; the form only accepts an address chosen from them.\n\nThe geocoding port (`platform/src/geocoding/`): the **offline default** reads the bundled Quebec places: it splits the\ntext into a street part, a city and an optional postal code, and suggests the street part in each matching city with\nthe city's coordinates (no download, no key). The **Mapbox adapter** (`GEOCODING_PROVIDER=mapbox`,\n`MAPBOX_ACCESS_TOKEN`) asks Mapbox's geocoding API for Canadian addresses.",
    "success": [
      200
    ],
    "errors": []
  },
  "GET /api/health": {
    "page": "platform.md",
    "summary": "ts // Anyone (load balancers, docker compose health checks)",
    "description": "`GET /api/health`\n\n```ts\n// Anyone (load balancers, docker compose health checks):\ntype Health = { status: 'up' | 'degraded' | 'down' };\n// An admin (session of an account with the admin role) gets the details too:\ntype HealthDetails = Health & {\n  components: Record<'eventStore' | 'readModels' | 'bus', { status: 'up' | 'down'; latencyMs: number; error?: string }>;\n  projections: {\n    name: string; status: 'up' | 'degraded' | 'down'; active: boolean;\n    position: { commit: string; prepare: string } | null; eventsApplied: number;\n    lag: number; lagCapped: boolean;          // events of its types not yet applied, counted up to 1000\n    lastError: string | null; parked: number; updatedAt: string | null;\n  }[];\n  reactors: {                                  // process managers (workers): free-slot, booking-expiry, …\n    name: string; status: 'up' | 'degraded' | 'down'; active: boolean; // active: a process holds its lock and reacts\n    eventsHandled: number; lag: number; lagCapped: boolean; // events of its types not yet handled (up to 1000)\n    lastError: string | null; parked: number; updatedAt: string | null; // parked: as projection `reactor:<name>`\n  }[];\n  parked: number;                              // open parked events, all projections and reactors\n  events: { total: number };\n  webhooks: null                               // the webhook inbox could not be read\n    | { waiting: number;                       // provider events received, not yet processed (the sweep retries them)\n        parked: number };                      // events that failed every attempt: see payments.md, \"Webhook inbox\"\n  timers: null                                 // the timer tables could not be read\n    | { available: boolean;                    // false until the workers have started once (no pg-boss tables yet)\n        schedules: { name: string; cron: string; timezone: string | null; nextRunAt: string | null }[]; // recurring jobs\n        timers: { waiting: number; nextDueAt: string | null; firedLast24h: number; failed: number } }; // reactors' timers\n  live: { sockets: number; people: number; scope: 'process' }; // WebSockets open on the process that answered\n  mail: { kind: 'smtp' | 'dev-mailbox'; sentLast24h: number | null; lastSentAt: string | null }; // from the notification log\n  demo: null                                   // this process seeds no demo (production, or SEED_DEMO_DATA=false)\n    | { state: 'seeding' | 'ready' | 'failed'; // the demo's history filling in behind a started app (npm start)\n        step: 'cleaners' | 'newsletter' | 'bookings' | 'messages' | 'referrals' | 'reviews' | 'payouts' | 'gallery' | 'workers';\n        percent: number;                       // 0–100, weighted by what each step costs\n        startedAt: string; finishedAt: string | null; error: string | null };\n  version: string;                             // '0.92.12'\n  versionLabel: string;                        // 'beta 0.92.12'\n  checkedAt: string;                           // ISO instant of this answer\n};\n```\n\n`live` counts the sockets of the BFF process that answered the request: with several BFF processes behind a load\nbalancer each reports its own (docs/decisions.md). Mail failures show on the `notifications` reactor (its last error and\nparked events): a failed send is removed from the notification log and retried.\n\n- `200 up`: every component up, every projection and every reactor running.\n- `200 degraded`: everything runs, but some events are parked (below): the read models move on without them; or the\n  demo's history is still filling in after a first start, and the reactors, which start once it is done, do not run yet.\n- `503 down`: a component does not answer, or a projection or a reactor has no running consumer or keeps failing.\n- Never cached (`Cache-Control: no-store`).",
    "success": [],
    "errors": []
  },
  "GET /api/health/live": {
    "page": "platform.md",
    "summary": "and GET /api/health/ready The probes of an orchestrator or a load balancer (anyone may call them; never cached)",
    "description": "`GET /api/health/live` and `GET /api/health/ready`\n\nThe probes of an orchestrator or a load balancer (anyone may call them; never cached):\n\n```ts\n// live: the process answers. No I/O: a slow database never gets a healthy process restarted.\ntype Live = { status: 'up' };                                   // always 200\n// ready: this process can serve requests; a load balancer sends it traffic only on 200.\ntype Ready = {\n  status: 'up' | 'down';                                        // 200 up, 503 down\n  checks: Record<'database' | 'eventStore' | 'bus' | 'migrations', { status: 'up' | 'down'; latencyMs: number }>;\n};\n```\n\n`database` runs `select 1` on the read-model pool, `eventStore` reads one event, `bus` pings it (Redis, or the\nin-process bus), and `migrations` is up when every migration this code ships (the platform's and each read model's)\nis recorded in `schema_migrations`: down while another process is still migrating, or when the code is newer than\nthe database. Each check gives up after 3 s. The answer names the component that is down, never its error (which could\nname a host or a user): the details are on `GET /api/health` for an admin. Unlike `/api/health`, readiness does not\ndepend on the projections and reactors running: a BFF serves requests while they catch up.",
    "success": [],
    "errors": []
  },
  "GET /api/health/ready": {
    "page": "platform.md",
    "summary": "and GET /api/health/ready The probes of an orchestrator or a load balancer (anyone may call them; never cached)",
    "description": "`GET /api/health/live` and `GET /api/health/ready`\n\nThe probes of an orchestrator or a load balancer (anyone may call them; never cached):\n\n```ts\n// live: the process answers. No I/O: a slow database never gets a healthy process restarted.\ntype Live = { status: 'up' };                                   // always 200\n// ready: this process can serve requests; a load balancer sends it traffic only on 200.\ntype Ready = {\n  status: 'up' | 'down';                                        // 200 up, 503 down\n  checks: Record<'database' | 'eventStore' | 'bus' | 'migrations', { status: 'up' | 'down'; latencyMs: number }>;\n};\n```\n\n`database` runs `select 1` on the read-model pool, `eventStore` reads one event, `bus` pings it (Redis, or the\nin-process bus), and `migrations` is up when every migration this code ships (the platform's and each read model's)\nis recorded in `schema_migrations`: down while another process is still migrating, or when the code is newer than\nthe database. Each check gives up after 3 s. The answer names the component that is down, never its error (which could\nname a host or a user): the details are on `GET /api/health` for an admin. Unlike `/api/health`, readiness does not\ndepend on the projections and reactors running: a BFF serves requests while they catch up.",
    "success": [],
    "errors": []
  },
  "GET /api/impact": {
    "page": "impact.md",
    "summary": "— public, no session needed",
    "description": "`GET /api/impact` — public, no session needed. The figures behind the `/impact` page, computed from the read models\n(`projections/src/impact/queries.ts`: the `bookings` and `cleaner_profiles` tables) and kept in the process for\nfive minutes; the response says `Cache-Control: public, max-age=300`. A failed computation is not kept.",
    "success": [],
    "errors": []
  },
  "GET /api/map": {
    "page": "platform.md",
    "summary": "The map's settings, for the booking page (public, Cache-Control: public, max-age=300)",
    "description": "`GET /api/map`\n\nThe map's settings, for the booking page (public, `Cache-Control: public, max-age=300`):\n\n```ts\ntype MapSettings = {\n  tiles: null                          // MAP_TILE_URL unset (the default): the offline vector map shipped with the app (/map/quebec.geo.json)\n    | { urlTemplate: string;           // MAP_TILE_URL, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png\n        attribution: string;           // MAP_TILE_ATTRIBUTION, plain text\n        maxZoom: number };\n};\n```\n\nWhen tiles are set, the Content-Security-Policy's `img-src` allows the template's origin (a `{s}` subdomain as `*`).",
    "success": [],
    "errors": []
  },
  "GET /api/me/client-onboarding": {
    "page": "client-onboarding.md",
    "summary": "{ step: 'welcome' | 'gender' | 'property' | 'celebration', status: 'new' | 'in-progress' | 'completed' | 'skipped', gender: 'male' | 'female' | 'other' | 'pr…",
    "description": "`GET /api/me/client-onboarding` →\n  ```\n  { step: 'welcome' | 'gender' | 'property' | 'celebration',\n    status: 'new' | 'in-progress' | 'completed' | 'skipped',\n    gender: 'male' | 'female' | 'other' | 'prefer_not_to_say' | null,\n    propertyId: string | null }\n  ```\n  A client who has not started: `{ step: 'welcome', status: 'new', gender: null, propertyId: null }`; one who has not\n  started but has a property: `{ step: 'celebration', status: 'completed', gender, propertyId: null }`.",
    "success": [],
    "errors": []
  },
  "GET /api/me/data": {
    "page": "accounts.md",
    "summary": "(signed in, any role) → 200 JSON with Content-Disposition",
    "description": "`GET /api/me/data` (signed in, any role) → `200` JSON with `Content-Disposition: attachment;\n  filename=\"weklean-data-<YYYY-MM-DD>.json\"` and `Cache-Control: no-store`; `401 auth.not-signed-in`. Everything held\n  about the person:\n  `{ exportedAt, account: PublicUser & { createdAt, suspendedAt } (with the phone number when given), notificationPreferences, properties, bookings,\n  payments, reviews: { given, received }, messages: { conversations: [{ id, bookingId, direction: 'sent' | 'received',\n  text, sentAt, readAt }], fromThePlatform: [{ id, subject, text, sentAt, readAt }] }, referrals, todos, documents,\n  clientOnboarding, suspensions: [{ type: 'suspended' | 'reactivated', at, reason }], passkeys: [{ id, name, createdAt,\n  lastUsedAt }], pushPreferences, pushSubscriptions: [{ id, host, createdAt, lastSuccessAt }], profilePhoto: { url,\n  thumbnailUrl } | null, disputes: DisputeView[] }` (the passkeys as the account settings list them; each device subscribed to push by its push\n  service's host and dates, docs/api/push.md; `disputes` those the person was a side of, as",
    "success": [
      200
    ],
    "errors": [
      {
        "status": 401,
        "code": "auth.not-signed-in"
      }
    ]
  },
  "GET /api/me/home": {
    "page": "home.md",
    "summary": "(client, cleaner) Cache-Control",
    "description": "`GET /api/me/home` (client, cleaner)\n\n`Cache-Control: no-store`. 401 signed out; 403 for an admin or an account without a role.\nSummaries are `BookingSummary` of [bookings.md](bookings.md) (with `earning` on the cleaner's side).\n\nA **cleaner** →\n```ts\n{\n  role: 'cleaner';\n  today: string;                              // YYYY-MM-DD, Quebec\n  requests: BookingSummary[];                 // pending, the soonest to expire first (expiresAt: 24 h after the request)\n  todayJobs: BookingSummary[];                // confirmed, in progress or completed, starting today\n  weekJobs: BookingSummary[];                 // the same, the other days of this week (Monday to Sunday)\n  earnings: { monday: string; sunday: string; // this payout week (ISO, Quebec calendar)\n              earned: number;                 // cents: the week's completed jobs' earnings\n              upcoming: number;               // cents: the week's confirmed and in-progress jobs' earnings\n              total: number; jobs: number };\n  profile: { started: boolean; slug: string | null; verified: boolean; completeness: number;  // 0–100 (domain profileCompleteness)\n             onboardingStep: 'quick-start' | 'ready-to-work' | 'full-verification' | 'complete';\n             next: ('start-profile' | 'finish-profile' | 'get-verified' | 'set-availability' | 'add-work-photos' | 'set-up-payouts')[] };\n}\n```\nEarnings are what the cleaner is paid (the ledger's `cleanerEarning`), never the client's total: the platform's fee\nand the taxes are the client's, on top. `next` lists what is still to do to be found and booked, most important first\n(`set-up-payouts`: no active payout account yet).\n\nA **client** →\n```ts\n{\n  role: 'client';\n  next: BookingSummary | null;                // the soonest confirmed or in-progress cleaning not over yet\n  laterCount: number;                         // more confirmed ones after it\n  waiting: BookingSummary[];                  // pending requests, soonest first\n  bookAgain: PastCleaner[];                   // the cleaners of completed bookings, the latest first (6 at most)\n  favourites: PastCleaner[];                  // those of them the client rated 4 or 5 overall, best first (6 at most)\n}\ntype PastCleaner = { cleanerId: string; slug: string; name: string; avatarUrl: string | null;\n                     lastCleanedAt: string; times: number; myRating: number | null };\n```\nFavourites are the past cleaners the client rated well in their own reviews (overall 4 or more): a rating says more\nthan a tap, and it needs no other read model than the reviews'.\n\nThe home is read again on the live frames `BOOKING_UPDATED` and `REVIEW_PUBLISHED` (a new request appears without a\nreload). The cleaner answers a request from the home with `POST /api/bookings/:id/accept` or `/decline { reason? }`.",
    "success": [],
    "errors": []
  },
  "GET /api/me/statements": {
    "page": "statements.md",
    "summary": "200 { years: number[] }",
    "description": "`GET /api/me/statements` → `200 { years: number[] }`: the years (Quebec calendar) with paid activity, newest first.\n  A client's: the years of their invoices (bookings paid in full). A cleaner's: the years of their earnings and of\n  their paid payouts.",
    "success": [
      200
    ],
    "errors": []
  },
  "GET /api/me/statements/{year}": {
    "page": "statements.md",
    "summary": "200 application/pdf (inline; filename=\"weklean-statement-2026.pdf\" for a client, weklean-earnings-2026.pdf for a cleaner)",
    "description": "`GET /api/me/statements/:year` → `200 application/pdf` (`inline; filename=\"weklean-statement-2026.pdf\"` for a client,\n  `weklean-earnings-2026.pdf` for a cleaner).",
    "success": [
      200
    ],
    "errors": []
  },
  "GET /api/messages/admin": {
    "page": "admin-messages.md",
    "summary": "200 { items: [{ id, subject, text, sentAt, readAt }], nextCursor, unread } — their messages from the platform, the latest first, 20 a page",
    "description": "`GET /api/messages/admin?before=<cursor>` → `200 { items: [{ id, subject, text, sentAt, readAt }], nextCursor,\n  unread }` — their messages from the platform, the latest first, 20 a page; `unread` counts all unread ones.",
    "success": [
      200
    ],
    "errors": []
  },
  "GET /api/messages/unread": {
    "page": "admin-messages.md",
    "summary": "{ count, conversations, admin }",
    "description": "`GET /api/messages/unread` → `{ count, conversations, admin }`: `count` (the header badge) is both kinds together.",
    "success": [
      200
    ],
    "errors": []
  },
  "GET /api/newsletter/confirm": {
    "page": "newsletter.md",
    "summary": "The confirmation mail's link",
    "description": "`GET /api/newsletter/confirm?token=…`\n\nThe confirmation mail's link. Sets `confirmed_at` (once: following it again keeps the first time) and answers **303**\nto `/?message=<the localized text>` (« Votre abonnement à l’infolettre est confirmé. Merci ! ») in the subscriber's\nlanguage; the page shows it as a toast (SPEC 2). An unknown token (never issued, replaced by a newer sign-up, or\nunsubscribed) → **303** to `/?error=<« Ce lien n’est plus valide. »>`.",
    "success": [],
    "errors": []
  },
  "GET /api/newsletter/unsubscribe": {
    "page": "newsletter.md",
    "summary": "and POST /api/newsletter/unsubscribe?token=… The link at the foot of every newsletter mail, and in its List-Unsubscribe header",
    "description": "`GET /api/newsletter/unsubscribe?token=…` and `POST /api/newsletter/unsubscribe?token=…`\n\nThe link at the foot of every newsletter mail, and in its `List-Unsubscribe` header. Unsubscribing deletes the\nsubscriber's row: the address, topics and consent are gone (Law 25).\n\n- `GET` (following the link) **changes nothing**: it answers **303** to the page `/newsletter/unsubscribe?token=…`,\n  which asks « Voulez-vous vraiment vous désabonner ? » with one button. Mail scanners and link previews open every\n  link of a mail; a link that erased at once would unsubscribe people who never asked.\n- `POST` with no body or a JSON body (the page's button; the site's usual same-origin rule) answers **200**\n  `{ status: \"unsubscribed\", message }` in the subscriber's language, or **404** `{ code: \"newsletter.bad-token\",\n  message }` for an unknown token (already unsubscribed, replaced by a newer sign-up, never issued).\n- `POST` with the form body `List-Unsubscribe=One-Click` (`Content-Type: application/x-www-form-urlencoded`) is a mail\n  program's one-click unsubscribe (RFC 8058), posted from the provider's servers: accepted **from any origin** on this\n  path only (the 256-bit token in the address is the authority), with the same 200 / 404 answers. Any other form body\n  → **400** `newsletter.bad-one-click`, nothing erased.\n\nEvery newsletter mail carries `List-Unsubscribe: <https://…/api/newsletter/unsubscribe?token=…>` and\n`List-Unsubscribe-Post: List-Unsubscribe=One-Click` (RFC 2369, 8058); the platform mailer takes extra headers\n(`Mail.headers`), and the dev mailbox keeps them (`dev_mailbox.headers`).\n\nA sign-up **not confirmed within 7 days** of its (latest) confirmation mail is erased by the nightly retention job\n(`weklean-analytics-retention`, 04:30 Quebec time, `workers/src/analytics/retention.ts`): an unconfirmed address holds\nno consent to anything, so it is not kept; its link then answers « Ce lien n’est plus valide. ».",
    "success": [],
    "errors": []
  },
  "GET /api/openapi.json": {
    "page": "README.md",
    "summary": "200 the OpenAPI 3.1 document (public; Cache-Control: public, max-age=300)",
    "description": "`GET /api/openapi.json` → `200` the OpenAPI 3.1 document (public; `Cache-Control: public, max-age=300`): every route\n  under `/api` (enumerated from the app's router, so a new route is in it without a list to keep), its path\n  parameters, its body and query schemas (converted from the routes' own valibot schemas), its security (the session\n  cookie `weklean_session` or `Authorization: Bearer`, and the roles admitted as `x-roles`), and its answers: the\n  success status and the error codes (`{ code, message }`, the `Error` schema).",
    "success": [
      200
    ],
    "errors": []
  },
  "GET /api/payments/config": {
    "page": "payments.md",
    "summary": "{ mode: 'simulated' | 'stripe', publishableKey: string | null, testCards: [{ paymentMethodId, brand, number, outcome }] } (test cards in simulated mode only)",
    "description": "`GET /api/payments/config` → `{ mode: 'simulated' | 'stripe', publishableKey: string | null, testCards: [{\n  paymentMethodId, brand, number, outcome }] }` (test cards in simulated mode only).",
    "success": [
      200
    ],
    "errors": []
  },
  "GET /api/payouts/invoices/{number}": {
    "page": "payouts.md",
    "summary": "(P-2026-000001) → the PDF of a payout's statement (what it covers, fees, amount, status)",
    "description": "`GET /api/payouts/invoices/:number` (`P-2026-000001`) → the PDF of a payout's statement (what it covers, fees,\n  amount, status); 404 for anyone else's; 429 `payment.document-rate-limited` beyond 10 documents a minute.",
    "success": [],
    "errors": [
      {
        "status": 429,
        "code": "payment.document-rate-limited"
      }
    ]
  },
  "GET /api/payouts/me": {
    "page": "payouts.md",
    "summary": "ts { mode: 'simulated' | 'stripe'; account: { status: 'pending_requirements' | 'pending' | 'active' | 'inactive' | 'incomplete' | 'restricted'; requirements:…",
    "description": "`GET /api/payouts/me` →\n  ```ts\n  {\n    mode: 'simulated' | 'stripe';\n    account: { status: 'pending_requirements' | 'pending' | 'active' | 'inactive' | 'incomplete' | 'restricted';\n               requirements: string[]; bankLast4: string | null } | null;\n    hold: { reason: string; since: string } | null;\n    balances: { available: number; pending: number; inTransit: number; paid: number;\n                frozen: number;      // held by an open dispute on its booking\n                toRecover: number }; // a refund after the service still to keep back from the next transfers\n    nextPayoutDate: string;            // the next Friday (YYYY-MM-DD, Quebec), the day the week before is paid\n    instantFeeCents: 500;\n    canInstantPayout: boolean;         // active, not held, nothing in flight, available > fee\n    earnings: { earningId, bookingId, kind: 'service' | 'cancellation_fee', amount, recovered, frozen: boolean, earnedAt, week,\n                status: 'pending' | 'available' | 'paid_out', payoutId: string | null }[];   // the latest 100;\n                // recovered: kept back at its transfer for a refund after the service (what it pays is amount − recovered)\n    payouts: { payoutId, kind: 'weekly' | 'instant', amount, fee, week: string | null,\n               status: 'pending' | 'in_transit' | 'paid' | 'failed', failureReason: string | null,\n               createdAt, invoiceNumber: string | null,\n               items: { earningId, bookingId, kind, amount, recovered, earnedAt }[] }[];\n    invoices: { number, period: { from: string; to: string }, amount, status, url }[];\n    statements: { year: number; url: string }[];\n  }\n  ```",
    "success": [],
    "errors": []
  },
  "GET /api/payouts/statements/{year}": {
    "page": "payouts.md",
    "summary": "308 to /api/me/statements/:year, the yearly earnings statement ([statements.md](statements.md): PDF or CSV, gross, fees, refunds, net, paid out, by month)",
    "description": "`GET /api/payouts/statements/:year` → `308` to `/api/me/statements/:year`, the yearly earnings statement\n  ([statements.md](statements.md): PDF or CSV, gross, fees, refunds, net, paid out, by month); `statements[].url` above\n  names that address. Both PDFs embed the same fonts as the receipts (docs/api/payments.md): a name in any of their scripts prints as\n  written.",
    "success": [
      200
    ],
    "errors": []
  },
  "GET /api/places/cities": {
    "page": "cleaners.md",
    "summary": "/api/places/cities/:idOrName, /api/places/regions, /api/places/regions/:id",
    "description": "`GET /api/places/cities?q&limit`, `/api/places/cities/:idOrName`, `/api/places/regions`, `/api/places/regions/:id`.",
    "success": [],
    "errors": []
  },
  "GET /api/places/nearby": {
    "page": "cleaners.md",
    "summary": "(public)",
    "description": "`GET /api/places/nearby?city&km&limit` (public): the cities within `km` (1–200, a cleaner's coverage distance) of\n  `city` (an id or a name), straight-line from the bundled coordinates, the city itself left out, nearest first → `{ city:\n  { id, name, regionId }, km, total, items: { id, name, regionId, distanceKm }[] }`: the first `limit` (1–50, default\n  12) and how many there are in all; `items` is empty when none is that close. The onboarding's area form offers them\n  as service cities. A missing or empty `city` is a 400 `validation` with `places.city-required`, a distance out of\n  range or not a whole number a 400 with `cleaner.coverage-out-of-range`, an unknown city a 404\n  `places.city-not-found`.",
    "success": [
      200
    ],
    "errors": [
      {
        "status": 400,
        "code": "validation"
      }
    ]
  },
  "GET /api/properties": {
    "page": "properties.md",
    "summary": "200 { items: Property[] }, newest first",
    "description": "`GET /api/properties` → `200 { items: Property[] }`, newest first.",
    "success": [
      200
    ],
    "errors": []
  },
  "GET /api/properties/{id}": {
    "page": "properties.md",
    "summary": "200 Property",
    "description": "`GET /api/properties/:id` → `200 Property`.",
    "success": [
      200
    ],
    "errors": []
  },
  "GET /api/push/config": {
    "page": "push.md",
    "summary": "(public) → 200 { publicKey }",
    "description": "`GET /api/push/config` (public) → `200 { publicKey }`: the VAPID public key (base64url of the 65-byte P-256 point)\n  that `PushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey })` takes; `{ publicKey: null }`\n  when push is not configured (production without `VAPID_*`): the app then offers no notifications.",
    "success": [
      200
    ],
    "errors": []
  },
  "GET /api/referrals/codes/{code}": {
    "page": "referrals.md",
    "summary": "(public) → { code, referrerName, friendDiscountCents } (the referrer's first name) for the sign-up page",
    "description": "`GET /api/referrals/codes/:code` (public) → `{ code, referrerName, friendDiscountCents }` (the referrer's first\n  name) for the sign-up page; 404 for a code that is not in use. **60 look-ups per client address per 10 minutes**\n  (the page makes one per visit; guessing codes to read names stays out of reach); past it `429\n  referral.rate-limited` with `Retry-After`. Both limits are the platform's rate limiter (in-process, or shared through\n  Redis with `REDIS_URL`); messages are localized `{ code, message }`.",
    "success": [
      200
    ],
    "errors": []
  },
  "GET /api/referrals/me": {
    "page": "referrals.md",
    "summary": "(client, cleaner) → the code is issued on the first call (not after a deletion)",
    "description": "`GET /api/referrals/me` (client, cleaner) → the code is issued on the first call (not after a deletion):\n  ```\n  { code|null, link|null, active, rewardCents: 2000, friendDiscountCents: 1000,\n    invitations: [{ name, role, joinedAt, status: 'joined' | 'first-job-done' }],\n    rewards: [{ friendId, friendName, friendRole, joinedAt, status: 'pending'|'held'|'earned'|'used'|'expired'|'refused',\n                kind: 'credit'|'payout'|null, amountCents, expiresAt|null, earnedAt|null, usedOn|null, updatedAt }],\n    platformCredits: [{ id, bookingId|null, amountCents, status: 'earned'|'used'|'expired', grantedAt, expiresAt, usedOn|null }],\n    credit: { availableCents, nextExpiresAt|null },   // the referral credits and the platform's, earned and not expired\n    friendDiscount: null | { referrerName, amountCents: 1000, status: 'pending'|'used'|'expired', expiresAt, bookingId|null } }\n  ```\n  `friendDiscount` is the person's own $10 when a friend referred them.",
    "success": [],
    "errors": []
  },
  "GET /api/reviews": {
    "page": "reviews.md",
    "summary": "(public) → { rating, reviewCount, ratings, items: (Review & { cleanerSlug })[], nextCursor } — the latest published reviews of cleaners across the platform, …",
    "description": "`GET /api/reviews?before=` (public) → `{ rating, reviewCount, ratings, items: (Review & { cleanerSlug })[],\n  nextCursor }` — the latest published reviews of cleaners across the platform, 20 a page, with the platform's\n  averages.",
    "success": [
      200
    ],
    "errors": []
  },
  "GET /api/reviews/me": {
    "page": "reviews.md",
    "summary": "(client, cleaner) → { toWrite: [{ bookingId, authorRole, bookingStartsAt, windowClosesAt, otherName }], written: Review[], received: Review[] } — toWrite the…",
    "description": "`GET /api/reviews/me` (client, cleaner) → `{ toWrite: [{ bookingId, authorRole, bookingStartsAt, windowClosesAt,\n  otherName }], written: Review[], received: Review[] }` — `toWrite` the soonest deadline first.",
    "success": [
      200
    ],
    "errors": []
  },
  "GET /api/site-config": {
    "page": "analytics.md",
    "summary": "Public, cacheable 5 minutes",
    "description": "`GET /api/site-config`\n\nPublic, cacheable 5 minutes: what the browser needs of the server's configuration before anyone signs in.\n\n```\n{ gaMeasurementId: \"G-XXXXXXXXXX\" | null, simulatedPayments: boolean }\n```\n\n`simulatedPayments` is true on a production site that runs the simulated payments on purpose\n(`ALLOW_SIMULATED_PAYMENTS=true`, a trial or staging site): every page then shows a banner saying that no card is\ncharged and no money moves. False otherwise (with Stripe, and in the embedded default, whose payment forms say it).\n\n`gaMeasurementId` is `GA_MEASUREMENT_ID` (`G-` and capitals or digits, checked at start; `.env.example`). When it is\nset, and only for a visitor who accepted, the browser loads Google's global site tag (gtag.js, `anonymize_ip`), and the\nContent-Security-Policy lets `https://www.googletagmanager.com` (scripts) and Google Analytics' hosts (connections,\nimages) through; unset (the default, the demo and the tests), no tag and no Google host in the policy. A refusal after\nan acceptance turns the loaded tag off (`ga-disable-<id>`).",
    "success": [],
    "errors": []
  },
  "GET /api/todos": {
    "page": "todos.md",
    "summary": "200 { items: Todo[] }, the newest first (the screen sorts by due date or by priority)",
    "description": "`GET /api/todos` → `200 { items: Todo[] }`, the newest first (the screen sorts by due date or by priority).",
    "success": [
      200
    ],
    "errors": []
  },
  "GET /api/users/me": {
    "page": "accounts.md",
    "summary": "200 { user, token? } (token only when the request itself used a bearer token)",
    "description": "`GET /api/users/me` → `200 { user, token? }` (`token` only when the request itself used a bearer token);\n  `401 auth.not-signed-in`. Never cached.",
    "success": [
      200
    ],
    "errors": [
      {
        "status": 401,
        "code": "auth.not-signed-in"
      }
    ]
  },
  "GET /api/users/me/email-preferences": {
    "page": "accounts.md",
    "summary": "200 { requests, bookingUpdates, payments, messages } (booleans, all true until the person turns some off) — which e-mails the person receives",
    "description": "`GET /api/users/me/email-preferences` → `200 { requests, bookingUpdates, payments, messages }` (booleans, all true\n  until the person turns some off) — which e-mails the person receives: `requests` a new booking request (cleaners);\n  `bookingUpdates` accepted, declined, expired, cancelled, postponed; `payments` a failed balance (clients) and a payout\n  sent (cleaners); `messages` the digest of a conversation's messages unread for 10 minutes. Account e-mails (password\n  reset) are always sent.",
    "success": [
      200
    ],
    "errors": []
  },
  "GET /api/users/me/passkeys": {
    "page": "accounts.md",
    "summary": "200 { passkeys: [{ id, name, createdAt, lastUsedAt }] } (oldest first; never a key or credential id)",
    "description": "`GET /api/users/me/passkeys` → `200 { passkeys: [{ id, name, createdAt, lastUsedAt }] }` (oldest first; never a key\n  or credential id). Never cached.",
    "success": [
      200
    ],
    "errors": []
  },
  "GET /api/users/me/push-preferences": {
    "page": "push.md",
    "summary": "200 { requests, bookingUpdates, payments, messages } and",
    "description": "`GET /api/users/me/push-preferences` → `200 { requests, bookingUpdates, payments, messages }` and",
    "success": [
      200
    ],
    "errors": []
  },
  "PATCH /api/todos/{id}": {
    "page": "todos.md",
    "summary": "200 Todo",
    "description": "`PATCH /api/todos/:id { title?, priority?, dueDate?, completed? }` → `200 Todo`; only the fields sent change.\n  `completed: true` stamps `completedAt` (kept if it was already done), `false` clears it.",
    "success": [
      200
    ],
    "errors": []
  },
  "PATCH /api/users/me": {
    "page": "accounts.md",
    "summary": "{ name?, email?, bio?, language?, password?, currentPassword?, phone? } → 200 { user }",
    "description": "`PATCH /api/users/me` `{ name?, email?, bio?, language?, password?, currentPassword?, phone? }` → `200 { user }`.\n  Every change of the account's identity needs `currentPassword` (issue 33): a new **name** (one different from the\n  current one once trimmed; the same name sent again is no change), the **e-mail** or the **password** — as does\n  deletion, below. Without it `400 auth.current-password-required`, with a wrong one `403 auth.wrong-current-password`,\n  and nothing of the request is changed. Bio, language and phone need no password. A new password ends the account's\n  other sessions and closes all of the person's sockets on every BFF process (this device's reconnects on its session,\n  which goes on); `503 auth.busy`. Bio up to 2000 characters (line breaks allowed).\n  `phone`: a string as the person typed it, or `null` (an empty string too) to remove it. Digits with spaces, dots,\n  dashes or brackets between them; 10 to 15 digits in all, the country code included. A number of 10 digits (or 11\n  starting with 1, with or without `+`) is North American: its area code and exchange may not start with 0 or 1. Any\n  other number starts with `+` and its country code (not 0). It is kept in E.164 (`(514) 555-0199` → `+15145550199`).\n  Refused with `400 validation` on the field `phone`: `validation.phone.digits` (\"Le numéro de téléphone doit compter\n  de 10 à 15 chiffres.\" / \"The phone number must have 10 to 15 digits.\") or `validation.phone.invalid` (letters, an\n  extension, a `+` inside, a foreign number without `+`, more than 50 characters, not a string), localized like every\n  other field. The rule is `normalisePhone`/`phoneProblem` in domain/src/accounts/phone-number.ts, which the form uses\n  too.",
    "success": [
      200
    ],
    "errors": [
      {
        "status": 400,
        "code": "auth.current-password-required"
      },
      {
        "status": 403,
        "code": "auth.wrong-current-password"
      },
      {
        "status": 503,
        "code": "auth.busy"
      },
      {
        "status": 400,
        "code": "validation"
      }
    ]
  },
  "POST /api/admin/disputes/{id}/decision": {
    "page": "disputes.md",
    "summary": "{ decision: 'reject' | 'refund' | 'credit', amountCents?, reason (1–1 000 characters) } → 200 DisputeView once the read model holds it",
    "description": "`POST /api/admin/disputes/:id/decision` `{ decision: 'reject' | 'refund' | 'credit', amountCents?, reason (1–1 000 characters) }`\n  → `200 DisputeView` once the read model holds it.\n  - `400 dispute.invalid-amount` — a refund or credit without a positive whole number of cents, or above\n    `refundableCents`; any amount on a rejection;\n  - `400 validation` — unknown decision, empty or too long reason;\n  - `404 dispute.not-found`;\n  - `409 dispute.awaiting-answer` — still `open`: the other side has until `respondBy`;\n  - `409 dispute.already-decided`;\n  - `409 payment.refund-before-paid` — a refund while the booking is not paid in full yet (its balance unpaid): a\n    refund after the service waits for the final payment (a credit or a rejection does not).",
    "success": [
      200
    ],
    "errors": [
      {
        "status": 400,
        "code": "dispute.invalid-amount"
      },
      {
        "status": 400,
        "code": "validation"
      },
      {
        "status": 404,
        "code": "dispute.not-found"
      },
      {
        "status": 409,
        "code": "dispute.awaiting-answer"
      },
      {
        "status": 409,
        "code": "dispute.already-decided"
      },
      {
        "status": 409,
        "code": "payment.refund-before-paid"
      }
    ]
  },
  "POST /api/admin/documents/{id}/approve": {
    "page": "cleaners.md",
    "summary": "{ status: 'approved', cleanerVerified: boolean } (cleanerVerified: verified once this approval is done; since issue 33 the approved identity document and dec…",
    "description": "`POST /api/admin/documents/:id/approve` → `{ status: 'approved', cleanerVerified: boolean }` (`cleanerVerified`:\n  verified once this approval is done; since issue 33 the approved identity document and declared eligibility verify,\n  the background check is optional and earns the `backgroundChecked` badge);",
    "success": [
      200
    ],
    "errors": []
  },
  "POST /api/admin/documents/{id}/reject": {
    "page": "cleaners.md",
    "summary": "{ reason } → { status: 'rejected' }",
    "description": "`POST /api/admin/documents/:id/reject` `{ reason }` → `{ status: 'rejected' }`.",
    "success": [
      200
    ],
    "errors": []
  },
  "POST /api/admin/finance/replays": {
    "page": "finance.md",
    "summary": "{ kind?: 'week' | 'invariants', week?: 'YYYY-Www' } → 202 { id, week } — asks the workers for a replay in the background",
    "description": "`POST /api/admin/finance/replays` `{ kind?: 'week' | 'invariants', week?: 'YYYY-Www' }` → `202 { id, week }` — asks the\n  workers for a replay in the background: a week's reconciliation (`kind` absent or `week`; `week` absent: the latest\n  week paid out, as the GET) or the invariants over the whole log (`week: null` in the answer). A second request while\n  a run of the same week (or of the invariants) is running answers 202 with that run's id. The job goes through the\n  workers' pg-boss queue `weklean-finance-replays`; when no workers ever created it on this database, the run is\n  stored failed with that reason. 400 `finance.invalid-week`, 400 `validation` for another body, 403 for anyone but an\n  admin. The workers also run it every night at 03:30 Quebec time for the latest week paid out and the invariants.",
    "success": [
      202
    ],
    "errors": [
      {
        "status": 400,
        "code": "finance.invalid-week"
      },
      {
        "status": 400,
        "code": "validation"
      }
    ]
  },
  "POST /api/admin/messages": {
    "page": "admin-messages.md",
    "summary": "201 SentAdminMessage",
    "description": "`POST /api/admin/messages { recipientId, subject?, text, messageId? }` → `201 SentAdminMessage`.\n  - `400 { code: 'validation', message, issues: [{ field, message }] }` for a body that does not hold: no user\n    chosen (`recipientId` missing or empty: \"Choisissez la personne à qui écrire.\"), text empty or over 5 000\n    characters, subject over 150, control characters; `message` is the first issue's, in the request's language;\n  - `404 admin-messages.user-not-found` — no client or cleaner by that id (an admin's included);\n  - `409 admin-messages.message-id-taken` — the `messageId` already names a message to someone else;\n  - the same rules are the domain's too (`422 admin-messages.text-required`, `…text-too-long`, `…subject-too-long`),\n    for a command that bypasses the body's check.",
    "success": [
      201
    ],
    "errors": [
      {
        "status": 404,
        "code": "admin-messages.user-not-found"
      },
      {
        "status": 409,
        "code": "admin-messages.message-id-taken"
      },
      {
        "status": 422,
        "code": "admin-messages.text-required"
      }
    ]
  },
  "POST /api/admin/payouts/{cleanerId}/hold": {
    "page": "finance.md",
    "summary": "{ reason } (1–500 characters) → 200 { hold }",
    "description": "`POST /api/admin/payouts/:cleanerId/hold` `{ reason }` (1–500 characters) → `200 { hold }`; holding twice changes\n  nothing. `POST /api/admin/payouts/:cleanerId/release` `{ reason }` → `200 { hold: null }`; 409 `payout.not-held`.\n  Both are events of the cleaner's payout stream, with the admin's id: the audit.",
    "success": [
      200
    ],
    "errors": [
      {
        "status": 409,
        "code": "payout.not-held"
      }
    ]
  },
  "POST /api/admin/payouts/{cleanerId}/hold|release": {
    "page": "payouts.md",
    "summary": "| | a dispute is opened on a booking ([disputes](disputes.md)) | FreezeEarning → EarningFrozen",
    "description": "`POST /api/admin/payouts/:cleanerId/hold|release` |\n| a dispute is opened on a booking ([disputes](disputes.md)) | `FreezeEarning` → `EarningFrozen`: the booking's earning is neither transferred nor paid out (it shows as `frozen`) until the dispute is decided | `dispute-money` reactor |\n| the dispute is rejected, or decided with a credit | `ReleaseEarning` → `EarningReleased`, and the earning goes on (transferred if it still waited) | `dispute-money` reactor |\n| the dispute is decided with a refund | the payment stream refunds the client (`RefundAfterService`, [payments](payments.md)) and posts the cleaner's part of it (`cleaner_payable` debited); the `recover-earning` reactor sends `RecoverEarning` → `EarningRecovered`, which lets the earning go: that part is kept back from the cleaner's next transfers, this booking's first if it still waited, each transfer at most its whole earning (never a negative payout); the transfer's `recoveredCents` says what it kept back | reactors + decider |",
    "success": [
      200
    ],
    "errors": []
  },
  "POST /api/admin/payouts/{cleanerId}/release": {
    "page": "finance.md",
    "summary": "{ reason } → 200 { hold: null }",
    "description": "`POST /api/admin/payouts/:cleanerId/release` `{ reason }` → `200 { hold: null }`; 409 `payout.not-held`.\n  Both are events of the cleaner's payout stream, with the admin's id: the audit.",
    "success": [
      200
    ],
    "errors": [
      {
        "status": 409,
        "code": "payout.not-held"
      }
    ]
  },
  "POST /api/admin/projections/parked/{id}/retry": {
    "page": "platform.md",
    "summary": "200 { items: ParkedEvent[] }",
    "description": "`POST /api/admin/projections/parked/:id/retry` → `200 { items: ParkedEvent[] }`: the event is read again from the\n  log and applied with every open parked event of its stream in that projection, in log order, all in one\n  transaction; the items are those now `retried`. If one still fails, nothing is applied:\n  `409 { code: 'projection.retry-failed', message, detail }` (`detail` is the projection's error, also recorded on\n  the row).",
    "success": [
      200
    ],
    "errors": []
  },
  "POST /api/admin/projections/parked/{id}/skip": {
    "page": "platform.md",
    "summary": "200 { item: ParkedEvent }",
    "description": "`POST /api/admin/projections/parked/:id/skip` → `200 { item: ParkedEvent }`: that one event is never applied to\n  the read model (it stays in the log); events held behind it stay parked until retried.",
    "success": [
      200
    ],
    "errors": []
  },
  "POST /api/admin/referrals/rewards/{referrerId}/{friendId}/approve": {
    "page": "admin-marketing.md",
    "summary": "and …/refuse { reason }",
    "description": "`POST /api/admin/referrals/rewards/:referrerId/:friendId/approve`\nand `…/refuse { reason }`. The page links each referrer and friend to their `referral-<userId>` history\n(`?history=`, docs/api/admin-audit.md).",
    "success": [],
    "errors": []
  },
  "POST /api/admin/users/{id}/reactivate": {
    "page": "admin-users.md",
    "summary": "200 UserSummary & { suspensionReason: null, phone }",
    "description": "`POST /api/admin/users/:id/reactivate { reason }` → `200 UserSummary & { suspensionReason: null, phone }`;\n  `400 validation`, `404 users.not-found`, `409 account.not-suspended`.",
    "success": [
      200
    ],
    "errors": [
      {
        "status": 400,
        "code": "validation"
      },
      {
        "status": 404,
        "code": "users.not-found"
      },
      {
        "status": 409,
        "code": "account.not-suspended"
      }
    ]
  },
  "POST /api/admin/users/{id}/suspend": {
    "page": "admin-users.md",
    "summary": "200 UserSummary & { suspensionReason, phone } (now suspended)",
    "description": "`POST /api/admin/users/:id/suspend { reason }` → `200 UserSummary & { suspensionReason, phone }` (now suspended).\n  - `400 validation` (issues on `reason`: \"Indiquez une raison de 1 à 500 caractères, sans caractères de contrôle.\")\n    for a missing, empty, too long or control-character reason; nothing is appended;\n  - `403 account.cannot-suspend-admin`, `403 account.cannot-suspend-self`;\n  - `404 users.not-found`;\n  - `409 account.already-suspended`.",
    "success": [
      200
    ],
    "errors": [
      {
        "status": 400,
        "code": "validation"
      },
      {
        "status": 403,
        "code": "account.cannot-suspend-admin"
      },
      {
        "status": 403,
        "code": "account.cannot-suspend-self"
      },
      {
        "status": 404,
        "code": "users.not-found"
      },
      {
        "status": 409,
        "code": "account.already-suspended"
      }
    ]
  },
  "POST /api/analytics": {
    "page": "analytics.md",
    "summary": "Anyone, signed in or not (the usual same-origin and Content-Type: application/json rules of every mutation apply)",
    "description": "`POST /api/analytics`\n\nAnyone, signed in or not (the usual same-origin and `Content-Type: application/json` rules of every mutation apply).\n\n```\n{ visitorId: \"<UUID v4>\",\n  language?: \"fr\" | \"en\",          // the interface's (a beacon cannot set Accept-Language); else Accept-Language's\n  events: [{ kind: \"pageview\" | \"heartbeat\" | \"error\",\n             path: \"/cleaners\",    // a path; a query string or fragment is dropped here too\n             at: \"2026-11-28T15:00:00.000Z\",\n             referrer?: \"https://www.google.com\",   // page views: only its host is kept\n             message?: \"x is undefined\",            // errors, ≤ 500 characters\n             source?: \"https://…/assets/app.js\",    // errors: the script, without its query string\n             line?: 12 }] }                          // 1 to 50 events\n```\n\n→ **202** with no body. Kept per event: the visitor id, kind, path (≤ 300 characters once its query string and\nfragment are gone), the referrer's **host** only, the language, the site (the request's host name, without port or\n`www.`), the signed-in person's **role** only (never their id, e-mail or address), `mobile` or `desktop` (nothing else\nof the user agent), and an error's message, script and line. No IP address is stored.\n\nAn event older than **24 hours** or more than 5 minutes ahead of the server's clock is **dropped**, not refused (a\nlaptop's tab that slept; a clock a little ahead is taken as now).\n\n| status | code | when |\n| --- | --- | --- |\n| 400 | `validation` (localized, with `issues`) | not that shape: a visitor id that is not a v4 UUID, an unknown kind, no event or more than 50, a path that does not start with `/`, is longer than 300 characters or holds a control character, a message over 500, an `at` that is not an ISO instant |\n| 403 | `http.forbidden-origin` | posted from another site |\n| 413 | `http.payload-too-large` | a body over **32 KB** |\n| 429 | `analytics.rate-limited` (localized, `Retry-After` in seconds) | more than 30 batches a minute from one visitor id, more than 600 batches or **1,200 events** a minute from one client address whatever the visitor ids (the platform's rate limiter: in-process, or Redis with `REDIS_URL`) |\n\nThe events per address: a reader's browser sends a few a minute (a heartbeat every 28 s, a page view per page), one\nthat changes page at every 2-s check about 35; 1,200 is thirty of those behind one address (a school, an office), or\nhundreds of readers. Rotating visitor ids no longer gets past it (it let 600 batches of 50, 30,000 rows, through). The\nclient address is the connection's peer, as for the sign-up and login limits (docs/decisions.md).",
    "success": [],
    "errors": []
  },
  "POST /api/auth/forgot-password": {
    "page": "accounts.md",
    "summary": "{ email } → 200 { message } at once, whatever the address",
    "description": "`POST /api/auth/forgot-password` `{ email }` → `200 { message }` at once, whatever the address: the link (valid one\n  hour, single use) is mailed afterwards when the address has an account, at most 5 an hour per address. The link is\n  `<PUBLIC_URL>/reset-password/<token>`, never built from the request's Host.",
    "success": [
      200
    ],
    "errors": []
  },
  "POST /api/auth/login": {
    "page": "accounts.md",
    "summary": "{ email, password, rememberMe? } → 200 { user, token }",
    "description": "`POST /api/auth/login` `{ email, password, rememberMe? }` → `200 { user, token }`; `401 auth.invalid-credentials`\n  (the same answer, and the same work, whether or not the e-mail has an account); `429 auth.too-many-attempts` with\n  `Retry-After` after 10 failures for one e-mail from one client address, or 50 failures from one address, within\n  15 minutes (only failures count, for known and unknown e-mails alike: successful sign-ins from one address, an\n  office's, are never limited). `503 auth.busy` with `Retry-After` when too many passwords are being checked (below);\n  such a refusal is not counted as a failure.\n  `403 auth.suspended` when an admin suspended the account (given only for the right password; the message says the\n  account is suspended and how to reach the team). A suspended account's sessions have ended, and any token of it is\n  answered `401` (docs/api/admin-users.md).",
    "success": [
      200
    ],
    "errors": [
      {
        "status": 401,
        "code": "auth.invalid-credentials"
      },
      {
        "status": 429,
        "code": "auth.too-many-attempts"
      },
      {
        "status": 503,
        "code": "auth.busy"
      },
      {
        "status": 403,
        "code": "auth.suspended"
      }
    ]
  },
  "POST /api/auth/logout": {
    "page": "accounts.md",
    "summary": "200 { message }",
    "description": "`POST /api/auth/logout` → `200 { message }`; ends the session and clears the cookie. The live-update sockets opened\n  with that session are closed (code `4001`) on every BFF process; the person's other sessions and their sockets (another\n  device) stay open.",
    "success": [
      200
    ],
    "errors": []
  },
  "POST /api/auth/passkeys/sign-in/options": {
    "page": "accounts.md",
    "summary": "(no body) → 200 the options of navigator.credentials.get() (PublicKeyCredentialRequestOptionsJSON, no allowCredentials: usernameless, the device offers its d…",
    "description": "`POST /api/auth/passkeys/sign-in/options` (no body) → `200` the options of `navigator.credentials.get()`\n  (`PublicKeyCredentialRequestOptionsJSON`, no `allowCredentials`: usernameless, the device offers its discoverable\n  passkeys for the site). `429 auth.too-many-attempts` with `Retry-After` past 30 in a minute from one client address\n  (each is a row until it expires).",
    "success": [
      200
    ],
    "errors": [
      {
        "status": 429,
        "code": "auth.too-many-attempts"
      }
    ]
  },
  "POST /api/auth/passkeys/sign-in/verify": {
    "page": "accounts.md",
    "summary": "{ response, rememberMe? } (response: what startAuthentication() returned) → 200 { user, token } and the same session cookie as POST /api/auth/login (bff/src/…",
    "description": "`POST /api/auth/passkeys/sign-in/verify` `{ response, rememberMe? }` (`response`: what `startAuthentication()`\n  returned) → `200 { user, token }` and the same session cookie as `POST /api/auth/login` (bff/src/auth/auth-service.ts\n  `loginWithPasskey` shares its end: the suspension check, the session, the limits). A failure is\n  `400 auth.passkey-failed` and counts like a wrong password: against the client address (50 in 15 minutes), and,\n  when the passkey names an account, against that account from that address (10, shared with its wrong passwords);\n  past them `429 auth.too-many-attempts` with `Retry-After`. `403 auth.suspended` for a suspended account.",
    "success": [
      200
    ],
    "errors": [
      {
        "status": 400,
        "code": "auth.passkey-failed"
      },
      {
        "status": 429,
        "code": "auth.too-many-attempts"
      },
      {
        "status": 403,
        "code": "auth.suspended"
      }
    ]
  },
  "POST /api/auth/reset-password": {
    "page": "accounts.md",
    "summary": "{ token, password } → 200 { message }",
    "description": "`POST /api/auth/reset-password` `{ token, password }` → `200 { message }`; ends every session of the account and\n  closes all of its sockets; `400 auth.reset-token-invalid` for a used, expired or unknown token; `503 auth.busy`.",
    "success": [
      200
    ],
    "errors": [
      {
        "status": 400,
        "code": "auth.reset-token-invalid"
      },
      {
        "status": 503,
        "code": "auth.busy"
      }
    ]
  },
  "POST /api/auth/select-role": {
    "page": "accounts.md",
    "summary": "{ role: 'client' | 'cleaner' } → 200 { redirectTo }",
    "description": "`POST /api/auth/select-role` `{ role: 'client' | 'cleaner' }` → `200 { redirectTo }`; `409 auth.role-already-chosen`;\n  `403 auth.forbidden` for an admin.",
    "success": [
      200
    ],
    "errors": [
      {
        "status": 409,
        "code": "auth.role-already-chosen"
      },
      {
        "status": 403,
        "code": "auth.forbidden"
      }
    ]
  },
  "POST /api/auth/signup": {
    "page": "accounts.md",
    "summary": "{ name, email, password, language?, referralCode? } → 201 { user: PublicUser, token } (referralCode: a friend's, docs/api/referrals.md; 422 referral.invalid-…",
    "description": "`POST /api/auth/signup` `{ name, email, password, language?, referralCode? }` → `201 { user: PublicUser, token }`\n  (`referralCode`: a friend's, docs/api/referrals.md; `422 referral.invalid-code` and no account for a code not in use).\n  Name 1–100 characters (one line), e-mail up to 254, password 8–128. `409 auth.email-taken`;\n  `429 auth.too-many-attempts` with `Retry-After` after 30 sign-ups from one client address within an hour (`SIGNUP_LIMIT_PER_HOUR`, default 30);\n  `503 auth.busy` when too many passwords are being hashed (below).",
    "success": [
      201
    ],
    "errors": [
      {
        "status": 422,
        "code": "referral.invalid-code"
      },
      {
        "status": 409,
        "code": "auth.email-taken"
      },
      {
        "status": 429,
        "code": "auth.too-many-attempts"
      },
      {
        "status": 503,
        "code": "auth.busy"
      },
      {
        "status": 422,
        "code": "referral.code-inactive"
      },
      {
        "status": 422,
        "code": "referral.code-expired"
      }
    ]
  },
  "POST /api/bookings": {
    "page": "bookings.md",
    "summary": "(client) Body",
    "description": "Request — `POST /api/bookings` (client)\n\nBody: the quote's fields plus\n`{ frequency, occurrences?, customIntervalDays?, photosAllowed, hasPets, petType?, checklist: [{ category, task }], notes?,\npaymentMethodId, expectedTotalCents? }` (`pm_…`: from Stripe Elements, or a simulated test card; see\n[payments.md](payments.md); `expectedTotalCents`: the quote's `finalPrice` the client was shown, of the first\noccurrence: when the price is now another — a discount or credit spent meanwhile, a rate changed — the answer is\n409 `booking.price-changed` and nothing is held or charged; the booking form always sends it). The 50 %\ndeposit of the first occurrence is charged at once, on-session; the later occurrences' deposits are charged\noff-session right after, with the card it saved.\n`frequency` other than `one-time` creates `occurrences` bookings (default 4, 2–12) of one series, every 7 / 14 days, a\ncalendar month, or `customIntervalDays` apart (`custom`). → `201 { id, status: 'pending', price: PriceBreakdown,\nseriesId: string | null, occurrenceIds: string[], paymentStatus, payment: Payment }` (`id` is the first occurrence;\n`payment.nextAction.clientSecret` when the card asks for 3-D Secure: `paymentStatus` is then `initial_pending`). The\ncleaner sees the request only once its deposit is paid.\n\nRefusals: 400 `validation` with `issues` (missing fields: \"Veuillez remplir tous les champs obligatoires\"); 422\n`booking.duration-too-short` (\"La durée minimale est de 4 heures\"); 404 `cleaner.not-found` / `property.not-found`;\n403 when the property is not the client's; 409 `booking.slot-taken` (\"Ce créneau n'est plus disponible pour ce\nnettoyeur\") when the cleaner already holds an overlapping booking (nothing is created, for a series neither);\n402 `{ code: 'payment.declined', reason, message }` when the card is declined (`reason`: `card_declined`,\n`insufficient_funds`, `expired_card`, `authentication_required`, `invalid_payment_method`, `processing_error`):\nthe request is withdrawn (status `withdrawn`) and its time freed before the answer.",
    "success": [
      201
    ],
    "errors": [
      {
        "status": 409,
        "code": "booking.price-changed"
      },
      {
        "status": 400,
        "code": "validation"
      },
      {
        "status": 404,
        "code": "cleaner.not-found"
      },
      {
        "status": 409,
        "code": "booking.slot-taken"
      },
      {
        "status": 402,
        "code": "payment.declined"
      }
    ]
  },
  "POST /api/bookings/{id}/<action>": {
    "page": "bookings.md",
    "summary": "200 BookingDetails (the booking after the action; 202 { position } past the read model's wait)",
    "description": "`POST /api/bookings/:id/<action>` → `200 BookingDetails` (the booking after the action; `202 { position }` past the read model's wait)",
    "success": [
      200
    ],
    "errors": []
  },
  "POST /api/bookings/{id}/accept": {
    "page": "bookings.md",
    "summary": "accept (cleaner): pending only → confirmed",
    "description": "Actions — `POST /api/bookings/:id/<action>` → `200 BookingDetails` (the booking after the action; `202 { position }` past the read model's wait)\n\n| `accept` | cleaner | – | pending only → confirmed |",
    "success": [
      200
    ],
    "errors": []
  },
  "POST /api/bookings/{id}/accept-proposal": {
    "page": "bookings.md",
    "summary": "accept-proposal (client): moves the booking to the proposed time (new slot reserved, old freed) → confirmed",
    "description": "Actions — `POST /api/bookings/:id/<action>` → `200 BookingDetails` (the booking after the action; `202 { position }` past the read model's wait)\n\n| `accept-proposal` | client | – | moves the booking to the proposed time (new slot reserved, old freed) → confirmed |",
    "success": [
      200
    ],
    "errors": []
  },
  "POST /api/bookings/{id}/cancel": {
    "page": "bookings.md",
    "summary": "cancel (client (or cleaner)): pending or confirmed",
    "description": "Actions — `POST /api/bookings/:id/<action>` → `200 BookingDetails` (the booking after the action; `202 { position }` past the read model's wait)\n\n| `cancel` | client (or cleaner) | `{ reason: CancellationReason, note? }` | pending or confirmed; by the client less than 24 h before the start of a confirmed booking: fee 5000 cents, else 0 (a request the cleaner has not taken is free to withdraw); the slot is freed |",
    "success": [
      200
    ],
    "errors": []
  },
  "POST /api/bookings/{id}/checklist/{taskId}": {
    "page": "bookings.md",
    "summary": "{ done: boolean } (cleaner, in_progress) → 200 BookingDetails",
    "description": "Checklist: `POST /api/bookings/:id/checklist/:taskId` `{ done: boolean }` (cleaner, in_progress) → `200 BookingDetails`.",
    "success": [
      200
    ],
    "errors": []
  },
  "POST /api/bookings/{id}/decline": {
    "page": "bookings.md",
    "summary": "decline (cleaner): pending only → declined",
    "description": "Actions — `POST /api/bookings/:id/<action>` → `200 BookingDetails` (the booking after the action; `202 { position }` past the read model's wait)\n\n| `decline` | cleaner | `{ reason? }` | pending only → declined; the slot is freed |",
    "success": [
      200
    ],
    "errors": []
  },
  "POST /api/bookings/{id}/decline-proposal": {
    "page": "bookings.md",
    "summary": "decline-proposal (client): → declinedByClient",
    "description": "Actions — `POST /api/bookings/:id/<action>` → `200 BookingDetails` (the booking after the action; `202 { position }` past the read model's wait)\n\n| `decline-proposal` | client | – | → declinedByClient; the slot is freed |",
    "success": [
      200
    ],
    "errors": []
  },
  "POST /api/bookings/{id}/disputes": {
    "page": "disputes.md",
    "summary": "(client or cleaner of the booking) { reason, description (1–2 000 characters, no control characters), photoIds?: string[] (at most 6, photos of that booking)…",
    "description": "`POST /api/bookings/:id/disputes` (client or cleaner of the booking)\n  `{ reason, description (1–2 000 characters, no control characters), photoIds?: string[] (at most 6, photos of that booking), amountCents?: integer > 0 }`\n  → `201 { id, status: 'open' }`, once the disputes read model holds it (read-your-writes, `X-Log-Position`).\n  - `400 validation` — unknown reason, empty or too long description, an amount that is not a positive integer;\n  - `400 dispute.reason-invalid` — a reason of the other side (a cleaner saying `not_done`);\n  - `400 dispute.photos-invalid` — a photo that is not one of the booking's;\n  - `404 dispute.not-found` — not this person's booking (or no such booking);\n  - `409 dispute.booking-not-completed` — the service is not done;\n  - `409 dispute.exists` — the booking already has a dispute (whoever opened it);\n  - `409 dispute.window-closed` — 7 days after the service ended.",
    "success": [
      201
    ],
    "errors": [
      {
        "status": 400,
        "code": "validation"
      },
      {
        "status": 400,
        "code": "dispute.reason-invalid"
      },
      {
        "status": 400,
        "code": "dispute.photos-invalid"
      },
      {
        "status": 404,
        "code": "dispute.not-found"
      },
      {
        "status": 409,
        "code": "dispute.booking-not-completed"
      },
      {
        "status": 409,
        "code": "dispute.exists"
      },
      {
        "status": 409,
        "code": "dispute.window-closed"
      }
    ]
  },
  "POST /api/bookings/{id}/pay": {
    "page": "payments.md",
    "summary": "{ paymentMethodId } (the client, once the service is done) — the balance now, on-session, with the same or another card → 200 BookingDetails",
    "description": "`POST /api/bookings/:id/pay` `{ paymentMethodId }` (the client, once the service is done) — the balance now,\n  on-session, with the same or another card → `200 BookingDetails`; 402 `payment.declined` with `reason` (its message\n  speaks of the balance: \"Le paiement du solde a été refusé : {{why}} Rien n'a été prélevé; essayez une autre carte.\"); 409\n  `payment.balance-not-due` (not completed yet), `payment.nothing-due`, `payment.charge-in-progress`.",
    "success": [
      200
    ],
    "errors": [
      {
        "status": 402,
        "code": "payment.declined"
      }
    ]
  },
  "POST /api/bookings/{id}/payment/authenticate": {
    "page": "payments.md",
    "summary": "{ succeed: boolean } (the client; simulated mode only, else 409 payment.simulated-only) — the simulated 3-D Secure dialog's answer",
    "description": "`POST /api/bookings/:id/payment/authenticate` `{ succeed: boolean }` (the client; simulated mode only, else 409\n  `payment.simulated-only`) — the simulated 3-D Secure dialog's answer; 409 `payment.no-action-pending`.",
    "success": [],
    "errors": [
      {
        "status": 409,
        "code": "payment.no-action-pending"
      }
    ]
  },
  "POST /api/bookings/{id}/payment/sync": {
    "page": "payments.md",
    "summary": "(the client) — after the browser's 3-D Secure step (Stripe)",
    "description": "`POST /api/bookings/:id/payment/sync` (the client) — after the browser's 3-D Secure step (Stripe): the provider's\n  answer is read now → `200 BookingDetails`.",
    "success": [
      200
    ],
    "errors": []
  },
  "POST /api/bookings/{id}/photos": {
    "page": "bookings.md",
    "summary": "multipart phase (before|after), taskId?, file (JPG/PNG ≤ 10 MB; stored without metadata, with a thumbnail) (cleaner, confirmed or in_progress; refused 403 bo…",
    "description": "Photos: `POST /api/bookings/:id/photos` multipart `phase` (before|after), `taskId?`, `file` (JPG/PNG ≤ 10 MB; stored\nwithout metadata, with a thumbnail) (cleaner, confirmed or in_progress; refused 403 `booking.photos-not-allowed`,\n\"Le client a demandé de ne pas prendre de photos\", when the client asked for none) → `201 BookingDetails`.",
    "success": [
      201
    ],
    "errors": [
      {
        "status": 403,
        "code": "booking.photos-not-allowed"
      }
    ]
  },
  "POST /api/bookings/{id}/postpone": {
    "page": "bookings.md",
    "summary": "postpone (client): pending or confirmed, up to 24 h before the (current) start",
    "description": "Actions — `POST /api/bookings/:id/<action>` → `200 BookingDetails` (the booking after the action; `202 { position }` past the read model's wait)\n\n| `postpone` | client | `{ startsAt }` | pending or confirmed, up to 24 h before the (current) start; the new slot reserved, the old freed; a confirmed booking stays confirmed; a pending one must still be answered before its new start, and a time the cleaner proposed lapses |",
    "success": [
      200
    ],
    "errors": []
  },
  "POST /api/bookings/{id}/propose-time": {
    "page": "bookings.md",
    "summary": "propose-time (cleaner): pending only",
    "description": "Actions — `POST /api/bookings/:id/<action>` → `200 BookingDetails` (the booking after the action; `202 { position }` past the read model's wait)\n\n| `propose-time` | cleaner | `{ startsAt }` | pending only; the client then accepts or declines |",
    "success": [
      200
    ],
    "errors": []
  },
  "POST /api/bookings/{id}/punch-in": {
    "page": "bookings.md",
    "summary": "punch-in (cleaner): confirmed, from 60 minutes before the start → in_progress",
    "description": "Actions — `POST /api/bookings/:id/<action>` → `200 BookingDetails` (the booking after the action; `202 { position }` past the read model's wait)\n\n| `punch-in` | cleaner | `{ lat, lng }` | confirmed, from 60 minutes before the start → in_progress |",
    "success": [
      200
    ],
    "errors": []
  },
  "POST /api/bookings/{id}/punch-out": {
    "page": "bookings.md",
    "summary": "punch-out (cleaner): in_progress, every checklist task done, and when photos are allowed at least one before and one after photo → completed",
    "description": "Actions — `POST /api/bookings/:id/<action>` → `200 BookingDetails` (the booking after the action; `202 { position }` past the read model's wait)\n\n| `punch-out` | cleaner | `{ lat, lng }` | in_progress, every checklist task done, and when photos are allowed at least one before and one after photo → completed |",
    "success": [
      200
    ],
    "errors": []
  },
  "POST /api/bookings/{id}/reviews": {
    "page": "reviews.md",
    "summary": "201 { bookingId, authorRole, ratings, comment, status: 'submitted' | 'published', submittedAt, windowClosesAt }",
    "description": "`POST /api/bookings/:id/reviews { ratings: { …7… }, comment? }` → `201 { bookingId, authorRole, ratings, comment,\n  status: 'submitted' | 'published', submittedAt, windowClosesAt }`.\n  - `400 validation` (message \"Veuillez noter toutes les catégories.\") for a missing, non-integer or out-of-range\n    category, or a comment too long;\n  - `409 review.booking-not-completed`, `409 review.already-written`, `409 review.window-closed`;\n  - `404 review.not-found` for anyone but the booking's two people.",
    "success": [
      201
    ],
    "errors": [
      {
        "status": 400,
        "code": "validation"
      },
      {
        "status": 409,
        "code": "review.booking-not-completed"
      },
      {
        "status": 409,
        "code": "review.already-written"
      },
      {
        "status": 409,
        "code": "review.window-closed"
      },
      {
        "status": 404,
        "code": "review.not-found"
      }
    ]
  },
  "POST /api/bookings/{id}/reviews/{role}/reply": {
    "page": "reviews.md",
    "summary": "(the person reviewed; role is the author's) → 200 { ok }",
    "description": "`POST /api/bookings/:id/reviews/:role/reply { reply }` (the person reviewed; `role` is the author's) → `200 { ok }`;\n  `409 review.not-published`, `409 review.reply-exists`, `400 validation` (1–1 000 characters).",
    "success": [
      200
    ],
    "errors": [
      {
        "status": 409,
        "code": "review.not-published"
      },
      {
        "status": 409,
        "code": "review.reply-exists"
      },
      {
        "status": 400,
        "code": "validation"
      }
    ]
  },
  "POST /api/bookings/{id}/reviews/{role}/report": {
    "page": "reviews.md",
    "summary": "200 { ok } (once per person; again changes nothing)",
    "description": "`POST /api/bookings/:id/reviews/:role/report { reason? }` → `200 { ok }` (once per person; again changes nothing).",
    "success": [
      200
    ],
    "errors": []
  },
  "POST /api/bookings/quote": {
    "page": "bookings.md",
    "summary": "(client) Body",
    "description": "Quote — `POST /api/bookings/quote` (client)\n\nBody: `{ cleanerSlug, propertyId, startsAt?, durationHours, cleanerBringsSupplies, emergency?: { reason, priority } }`\n→ `200 PriceBreakdown & { pricing: 'hourly' | 'fixed', hourlyRateCents: number | null, firstBooking: boolean,\nreferralDiscountCents: number, referralCreditCents: number }` (the referral amounts offered to this client).\n`startsAt` is optional: the price does not depend on it, so the booking form asks without it and knows the client's\nown terms (first-booking discount, a referred friend's $10, an earned credit, the service fee) before a time is\npicked; given, it is checked as a request's would be (`booking.start-too-soon`, …). The price is the one of the\nrequest's first occurrence; in a series the later occurrences carry no first-booking or referral amount (the form\nprices them with the same function and the quote's service fee).",
    "success": [
      200
    ],
    "errors": []
  },
  "POST /api/cleaners/{slug}/feedback": {
    "page": "cleaners.md",
    "summary": "{ type: like|dislike|not_interested|report, reason? } (clients; report needs a reason) → 201",
    "description": "`POST /api/cleaners/:slug/feedback` `{ type: like|dislike|not_interested|report, reason? }` (clients; `report`\n  needs a reason) → 201.",
    "success": [
      201
    ],
    "errors": []
  },
  "POST /api/cleaners/me/blocks": {
    "page": "cleaners.md",
    "summary": "{ allDay, days?, date?, startTime?, endTime? } → 201 Me",
    "description": "`POST /api/cleaners/me/blocks` `{ allDay, days?, date?, startTime?, endTime? }` → 201 `Me`; `DELETE .../blocks/:id`.",
    "success": [
      201
    ],
    "errors": []
  },
  "POST /api/cleaners/me/calendar/feed-token": {
    "page": "cleaners.md",
    "summary": "replaces the address",
    "description": "`POST /api/cleaners/me/calendar/feed-token` replaces the address",
    "success": [],
    "errors": []
  },
  "POST /api/cleaners/me/calendar/providers/{provider}/connect": {
    "page": "cleaners.md",
    "summary": "200 { url }, the provider's consent address",
    "description": "`POST /api/cleaners/me/calendar/providers/:provider/connect` → `200 { url }`, the provider's consent address:\n    authorization code flow with PKCE (`S256`) and a `state` stored hashed, bound to the session that asked, single\n    use, 10 minutes. Scopes: Google `https://www.googleapis.com/auth/calendar.freebusy`\n    `https://www.googleapis.com/auth/calendar.events` (`access_type=offline`, `prompt=consent`), Microsoft\n    `offline_access Calendars.ReadWrite`; both also `openid email`, to show which account is connected. The redirect\n    URI is `<PUBLIC_URL>/api/calendar/oauth/<provider>/callback` (the configured origin, never the Host header).\n    A provider not configured (or unknown) → `404 calendar.provider-not-configured`.",
    "success": [
      200
    ],
    "errors": [
      {
        "status": 404,
        "code": "calendar.provider-not-configured"
      }
    ]
  },
  "POST /api/cleaners/me/documents": {
    "page": "cleaners.md",
    "summary": "POST /api/cleaners/me/documents",
    "description": "`POST /api/cleaners/me/documents`: `multipart/form-data` with `type` (id|background_check|insurance|certification),\n  `issuedOn?` (YYYY-MM-DD, required for background_check) and `file` (PDF, JPG or PNG, recognised from its bytes,\n  ≤ 10 MB; larger bodies are refused with 413 before anything is stored) → 201 `Me`.",
    "success": [
      201
    ],
    "errors": []
  },
  "POST /api/cleaners/me/gallery-pairs": {
    "page": "gallery.md",
    "summary": "(cleaner) json { \"bookingId\": \"uuid\", \"beforePhotoId\": \"uuid\", \"afterPhotoId\": \"uuid\", \"room\": \"kitchen\" } Checked against the booking's stream, in this order",
    "description": "`POST /api/cleaners/me/gallery-pairs` (cleaner)\n\n```json\n{ \"bookingId\": \"uuid\", \"beforePhotoId\": \"uuid\", \"afterPhotoId\": \"uuid\", \"room\": \"kitchen\" }\n```\n\nChecked against the booking's stream, in this order:\n\n| refusal | status | code |\n|---|---|---|\n| a field missing or malformed | 400 | `validation` |\n| no such booking, or not this cleaner's | 404 | `booking.not-found` |\n| the booking is not completed | 409 | `gallery.booking-not-completed` |\n| its client asked for no photos | 409 | `booking.photos-not-allowed` |\n| the photos are not that booking's before photo and after photo | 409 | `gallery.photo-not-of-booking` |\n| the same two photos already published, or 30 pairs already | 422 | `gallery.pair-invalid`, `gallery.pair-limit-reached` |\n\n**201** `{ pairId, bookingId, room, before: { url, thumbnailUrl }, after: { url, thumbnailUrl } }`. The pair shows in\n`GET /api/gallery` once the gallery projection has applied the event (normally within a second).",
    "success": [],
    "errors": []
  },
  "POST /api/cleaners/me/photos": {
    "page": "cleaners.md",
    "summary": "POST /api/cleaners/me/photos",
    "description": "`POST /api/cleaners/me/photos`: `multipart/form-data` with `kind` (avatar|gallery|portfolio) and `file` (JPG or\n  PNG ≤ 10 MB; stored without its metadata, with a thumbnail) → 201 `Me`; `DELETE /api/cleaners/me/photos/:id` → `Me`.",
    "success": [
      201
    ],
    "errors": []
  },
  "POST /api/cleaners/me/slots": {
    "page": "cleaners.md",
    "summary": "{ date, startTime, endTime, status } → 201 Me",
    "description": "`POST /api/cleaners/me/slots` `{ date, startTime, endTime, status }` → 201 `Me`; `DELETE /api/cleaners/me/slots/:id` → `Me`.",
    "success": [
      201
    ],
    "errors": []
  },
  "POST /api/cleaners/me/start": {
    "page": "cleaners.md",
    "summary": "{ displayName, primaryCityId, serviceTypes, hourlyRateCents?, fixedPricesCents?, coverageKm, languages } → 201 Me",
    "description": "`POST /api/cleaners/me/start` `{ displayName, primaryCityId, serviceTypes, hourlyRateCents?, fixedPricesCents?,\n  coverageKm, languages }` → 201 `Me`. An hourly rate or one fixed price is required; hourly rates 1 700–19 900\n  cents ($17–$199), fixed prices 1 500–19 900 ($15–$199), whole cents (`cleaner.hourly-rate-out-of-range`,\n  `cleaner.fixed-price-out-of-range`, `cleaner.rate-required`; the messages state the bounds in dollars).",
    "success": [
      201
    ],
    "errors": []
  },
  "POST /api/contact": {
    "page": "contact.md",
    "summary": "Anyone, signed in or not (the usual same-origin and Content-Type: application/json rules of every mutation apply)",
    "description": "`POST /api/contact`\n\nAnyone, signed in or not (the usual same-origin and `Content-Type: application/json` rules of every mutation apply).\n\n```\n{ name: \"Chloé Gagnon\",           // 2 to 100 characters, one line\n  email: \"chloe@example.ca\",      // a valid address, ≤ 254 characters, one line\n  subject: \"Facture de mars\",     // 3 to 150 characters, one line\n  message: \"Bonjour,\\n…\" }        // 10 to 5000 characters; line breaks and tabs allowed\n```\n\nEach value is trimmed first; lengths count characters as a person sees them (an emoji is one). A control character\nanywhere, or a line break in a one-line field (a name or subject cannot add a mail header), is refused.\n\n→ **201** `{ id }`. In this order:\n\n1. the message is **stored** in `contact_messages` (id, name, email, subject, message, language, created_at; migration\n   platform/migrations/20261128050200_contact-messages.sql) — a plain table, not the event store, so that a person's\n   messages can be deleted on request (Law 25: `eraseContactMessagesOf` in bff/src/contact/contact-messages.ts);\n2. it is **mailed to every administrator** (users with the role `admin`), each in their own language, with the\n   sender's name, address and language;\n3. a **confirmation** goes to the sender, in the request's language, quoting the subject.\n\nA mail that fails (SMTP down) is logged with the message's id and the answer is **still 201**: the message is stored\nand the team can read it there; nothing is half-written (a refused request stores and mails nothing).\n\n| status | code | when |\n| --- | --- | --- |\n| 400 | `validation` (localized, `issues: [{ field, message }]` for each field at fault: `name`, `email`, `subject`, `message`) | a field missing, out of its bounds, not a string, or with a line break in a one-line field |\n| 400 | `validation` / `http.invalid-json` | a control character anywhere; a body that is not a JSON object |\n| 403 | `http.forbidden-origin` | posted from another site |\n| 413 | `http.payload-too-large` | a body over **24 KB** (a 5000-character message fits even in 4-byte characters) |\n| 429 | `contact.rate-limited` (localized, `Retry-After` in seconds) | more than **10 messages an hour from one network address**, or **5 an hour from one e-mail address** (counted after the validation) |",
    "success": [],
    "errors": []
  },
  "POST /api/conversations/{bookingId}/messages": {
    "page": "messages.md",
    "summary": "201 { id, bookingId, senderId, recipientId, text, sentAt, readAt: null }",
    "description": "`POST /api/conversations/:bookingId/messages { text, messageId? }` → `201 { id, bookingId, senderId, recipientId,\n  text, sentAt, readAt: null }`. At most **10 posts a second per person** (the socket's frame rate; every post counts,\n  a refused one too, whatever the booking; shared by the BFF instances through Redis when `REDIS_URL` is set): past\n  it `429 messaging.rate-limited` (\"Trop de messages envoyés d’un coup…\", localized) with `Retry-After` in seconds.\n  This budget is the REST route's own: the socket carries no messages, and its frames keep their per-socket rate\n  (docs/decisions.md).",
    "success": [
      201
    ],
    "errors": [
      {
        "status": 429,
        "code": "messaging.rate-limited"
      }
    ]
  },
  "POST /api/conversations/{bookingId}/read": {
    "page": "messages.md",
    "summary": "200 { ok: true } — read up to that message (forward only)",
    "description": "`POST /api/conversations/:bookingId/read { messageId }` → `200 { ok: true }` — read up to that message (forward\n  only); 404 `messaging.message-not-found`.",
    "success": [
      200
    ],
    "errors": [
      {
        "status": 404,
        "code": "messaging.message-not-found"
      }
    ]
  },
  "POST /api/disputes/{id}/answer": {
    "page": "disputes.md",
    "summary": "{ text (1–2 000 characters) } (the other side) → 200 DisputeView, once the read model holds it (past 2 s: 202 { position }, as in bookings.md)",
    "description": "`POST /api/disputes/:id/answer` `{ text (1–2 000 characters) }` (the other side) → `200 DisputeView`, once the read\n  model holds it (past 2 s: `202 { position }`, as in bookings.md).\n  - `400 validation` — empty or too long text;\n  - `403 dispute.opener-cannot-answer` — the person who opened it;\n  - `404 dispute.not-found` — anyone else;\n  - `409 dispute.answer-closed` — already answered, uncontested, decided, or past `respondBy`.",
    "success": [
      200
    ],
    "errors": [
      {
        "status": 400,
        "code": "validation"
      },
      {
        "status": 403,
        "code": "dispute.opener-cannot-answer"
      },
      {
        "status": 404,
        "code": "dispute.not-found"
      },
      {
        "status": 409,
        "code": "dispute.answer-closed"
      }
    ]
  },
  "POST /api/login": {
    "page": "accounts.md",
    "summary": "= login",
    "description": "`POST /api/login` =\nlogin",
    "success": [],
    "errors": []
  },
  "POST /api/logout": {
    "page": "accounts.md",
    "summary": "= logout",
    "description": "`POST /api/logout` = logout.",
    "success": [],
    "errors": []
  },
  "POST /api/messages/admin/{messageId}/read": {
    "page": "admin-messages.md",
    "summary": "200 { ok: true }",
    "description": "`POST /api/messages/admin/:messageId/read` → `200 { ok: true }`; again → the same (read once);\n  `404 admin-messages.not-found` for a message not theirs.",
    "success": [
      200
    ],
    "errors": [
      {
        "status": 404,
        "code": "admin-messages.not-found"
      }
    ]
  },
  "POST /api/newsletter": {
    "page": "newsletter.md",
    "summary": "Anyone, signed in or not (the usual same-origin and Content-Type: application/json rules of every mutation apply)",
    "description": "`POST /api/newsletter`\n\nAnyone, signed in or not (the usual same-origin and `Content-Type: application/json` rules of every mutation apply).\nThe language of the mails is the request's (`Accept-Language`, or the French site).\n\n```\n{ email: \"lea@example.com\",                          // ≤ 254 characters, one @, a dotted domain, no spaces\n  topics: [\"tips\", \"offers\", \"cleaners\", \"company-news\"],   // one or more of these (duplicates are merged)\n  acceptTerms: true }                                // must be exactly true\n```\n\n→ **202** `{ status: \"pending-confirmation\" }`, **the same answer in every case** so that nobody can learn whether an\naddress is on the list; the row and the mail are made after the answer (the background work), so the timing tells\nnothing either:\n\n- a **new** address: an unconfirmed row (topics, language, consent time) and a confirmation mail with the confirm link\n  and the unsubscribe link;\n- an address **not yet confirmed**: its topics and language are replaced by the new ones and a new link is mailed;\n  the earlier mail's links stop working (one token per row);\n- an address **already confirmed**: nothing changes and nothing is sent (its owner already said yes; a stranger must\n  not be able to change their topics nor fill their inbox). To change topics, one unsubscribes and signs up again.\n\nThe link's token is 256 random bits; only its SHA-256 (hex) is stored, in `unsubscribe_token_hash`. The same token\nserves the confirm link and the unsubscribe link (both prove that one reads the mailbox): no new column was needed.\n\n| status | code | when |\n| --- | --- | --- |\n| 400 | `newsletter.invalid-email` (localized, `issues: [{ field: \"email\" }]`) | no address, or not a valid one (SPEC 8: invalid e-mail) |\n| 400 | `newsletter.topics` (`field: \"topics\"`) | no topic, not a list, or a topic not in the four above |\n| 400 | `newsletter.terms-required` (`field: \"acceptTerms\"`) | `acceptTerms` absent or not `true` (SPEC 8: terms not accepted) |\n| 400 | `validation` / `http.invalid-json` | a control character anywhere; a body that is not a JSON object |\n| 403 | `http.forbidden-origin` | posted from another site |\n| 413 | `http.payload-too-large` | a body over **4 KB** |\n| 429 | `newsletter.rate-limited` (localized, `Retry-After` in seconds) | more than **10 sign-ups an hour from one network address**, or **3 an hour for one e-mail address** (checked after the validation: a refused body counts for nothing) |\n\nNothing is stored on a 4xx.",
    "success": [],
    "errors": []
  },
  "POST /api/newsletter/unsubscribe": {
    "page": "newsletter.md",
    "summary": "and POST /api/newsletter/unsubscribe?token=… The link at the foot of every newsletter mail, and in its List-Unsubscribe header",
    "description": "`GET /api/newsletter/unsubscribe?token=…` and `POST /api/newsletter/unsubscribe?token=…`\n\nThe link at the foot of every newsletter mail, and in its `List-Unsubscribe` header. Unsubscribing deletes the\nsubscriber's row: the address, topics and consent are gone (Law 25).\n\n- `GET` (following the link) **changes nothing**: it answers **303** to the page `/newsletter/unsubscribe?token=…`,\n  which asks « Voulez-vous vraiment vous désabonner ? » with one button. Mail scanners and link previews open every\n  link of a mail; a link that erased at once would unsubscribe people who never asked.\n- `POST` with no body or a JSON body (the page's button; the site's usual same-origin rule) answers **200**\n  `{ status: \"unsubscribed\", message }` in the subscriber's language, or **404** `{ code: \"newsletter.bad-token\",\n  message }` for an unknown token (already unsubscribed, replaced by a newer sign-up, never issued).\n- `POST` with the form body `List-Unsubscribe=One-Click` (`Content-Type: application/x-www-form-urlencoded`) is a mail\n  program's one-click unsubscribe (RFC 8058), posted from the provider's servers: accepted **from any origin** on this\n  path only (the 256-bit token in the address is the authority), with the same 200 / 404 answers. Any other form body\n  → **400** `newsletter.bad-one-click`, nothing erased.\n\nEvery newsletter mail carries `List-Unsubscribe: <https://…/api/newsletter/unsubscribe?token=…>` and\n`List-Unsubscribe-Post: List-Unsubscribe=One-Click` (RFC 2369, 8058); the platform mailer takes extra headers\n(`Mail.headers`), and the dev mailbox keeps them (`dev_mailbox.headers`).\n\nA sign-up **not confirmed within 7 days** of its (latest) confirmation mail is erased by the nightly retention job\n(`weklean-analytics-retention`, 04:30 Quebec time, `workers/src/analytics/retention.ts`): an unconfirmed address holds\nno consent to anything, so it is not kept; its link then answers « Ce lien n’est plus valide. ».",
    "success": [],
    "errors": []
  },
  "POST /api/payments/webhook": {
    "page": "payments.md",
    "summary": "— the provider's events",
    "description": "`POST /api/payments/webhook` — the provider's events. Header `stripe-signature`; the raw body is verified (300 s\n  tolerance) → 400 `payment.webhook-invalid`. Each event id is acted on once (table `payment_webhook_inbox`: every\n  delivery is counted; one delivery claims the event for 60 s and handles it with no transaction open, a second\n  delivery waits for it — holding no database connection — then finds it done; still not done after 20 s →\n  503 `payment.webhook-busy`, and the provider delivers again; a crashed process's claim runs out); the object it names is read\n  again from the provider before anything is recorded, so late, repeated and out-of-order deliveries give the same\n  outcome. → `200 { received: true, outcome: 'recorded' | 'ignored' | 'duplicate' }`; a failure answers 500 and the\n  provider delivers again.\n  **Retries without the provider** (issue 29): the inbox keeps each event as verified (`payload`), and every claim counts\n  an attempt (`attempts`, a crash included). The workers sweep the inbox at start and every minute: an event unprocessed\n  for 5 minutes whose claim has run out and whose `retry_at` has come is claimed by one process (`for update skip\n  locked`) and acted on again — idempotently, since every outcome command carries an id derived from the object and its\n  outcome. Attempts are spaced 1, 2, 4 … minutes apart (at most an hour); after 8 the event is **parked**\n  (`parked_at`, an error in the log, a count on the admin's `GET /api/health` under `webhooks`) and the sweep leaves it;\n  a delivery from the provider (or a resend from its dashboard) still acts on it.",
    "success": [
      200
    ],
    "errors": [
      {
        "status": 400,
        "code": "payment.webhook-invalid"
      },
      {
        "status": 503,
        "code": "payment.webhook-busy"
      }
    ]
  },
  "POST /api/payouts/account": {
    "page": "payouts.md",
    "summary": "201 { account, onboardingUrl: string | null } (Stripe: the hosted onboarding link; simulated: null, the app shows its form)",
    "description": "`POST /api/payouts/account` → `201 { account, onboardingUrl: string | null }` (Stripe: the hosted onboarding link;\n  simulated: null, the app shows its form); 409 `payout.account-exists`.",
    "success": [
      201
    ],
    "errors": [
      {
        "status": 409,
        "code": "payout.account-exists"
      }
    ]
  },
  "POST /api/payouts/account/link": {
    "page": "payouts.md",
    "summary": "200 { onboardingUrl } — a fresh Stripe account link (the payouts page's \"Continue the setup\")",
    "description": "`POST /api/payouts/account/link` → `200 { onboardingUrl }` — a fresh Stripe account link (the payouts page's\n  \"Continue the setup\"); in simulated mode 409 `payout.stripe-only`.",
    "success": [
      200
    ],
    "errors": [
      {
        "status": 409,
        "code": "payout.stripe-only"
      }
    ]
  },
  "POST /api/payouts/account/simulated-onboarding": {
    "page": "payouts.md",
    "summary": "{ legalName, institutionNumber (3 digits), transitNumber (5 digits), accountNumber (7 to 12 digits) } (simulated only, else 409 payout.simulated-only) → 200 …",
    "description": "`POST /api/payouts/account/simulated-onboarding` `{ legalName, institutionNumber (3 digits), transitNumber\n  (5 digits), accountNumber (7 to 12 digits) }` (simulated only, else 409 `payout.simulated-only`) → `200 { account }`,\n  through `pending` to `active`; 400 `validation` with the field; 409 `payout.account-missing`.",
    "success": [
      200
    ],
    "errors": [
      {
        "status": 409,
        "code": "payout.simulated-only"
      },
      {
        "status": 400,
        "code": "validation"
      },
      {
        "status": 409,
        "code": "payout.account-missing"
      }
    ]
  },
  "POST /api/payouts/account/sync": {
    "page": "payouts.md",
    "summary": "200 { account } — the account read again from the provider (the return page)",
    "description": "`POST /api/payouts/account/sync` → `200 { account }` — the account read again from the provider (the return page).",
    "success": [
      200
    ],
    "errors": []
  },
  "POST /api/payouts/instant": {
    "page": "payouts.md",
    "summary": "201 { payout }",
    "description": "`POST /api/payouts/instant` → `201 { payout }`; 409 `payout.insufficient-balance` (SPEC 8: \"Solde insuffisant pour\n  un paiement instantané (des frais de 5,00 $ s'appliquent).\"), `payout.instant-in-flight`,\n  `payout.account-not-active`, `payout.held`.",
    "success": [
      201
    ],
    "errors": [
      {
        "status": 409,
        "code": "payout.insufficient-balance"
      }
    ]
  },
  "POST /api/properties": {
    "page": "properties.md",
    "summary": "201 Property",
    "description": "`POST /api/properties` → `201 Property`. Body: `{ name, type, address: { streetAddress, city, province, postalCode,\n  country }, bedrooms, bathrooms, stories, squareFootage?, parking, wifiName?, wifiPassword?, suppliesLocation?,\n  accessInstructions?, trashLocation?, roomsToAvoid?, additionalNotes? }`. The address is geocoded on the server\n  (coordinates and place). Refusals of the address (SPEC 8: invalid city, city not found, invalid address), each\n  `{ code, message }` with the message in the request's language, nothing stored:\n  - 400 `property.invalid-city`: the city cannot be a place name (no letter, or a digit or a symbol: a postal code or a\n    number typed as the city), checked before any geocoding (`isWellFormedPlaceName` of `domain/src/places/names.ts`).\n    \"Ville invalide : un nom de ville ne contient que des lettres, sans chiffres ni symboles. Choisissez l’adresse dans\n    les suggestions.\" / \"Invalid city: a city name has letters only, no numbers or symbols. Choose the address from\n    the suggestions.\"\n  - 422 `property.city-not-found`: the geocoder cannot place the address and its city names no Quebec place of the\n    bundled places (a place outside Quebec, which the marketplace does not serve, or no place at all). \"Ville\n    introuvable : Weklean ne dessert que le Québec pour l’instant. Choisissez l’adresse dans les suggestions.\" / \"City\n    not found: Weklean serves Quebec only for now. Choose the address from the suggestions.\"\n  - 422 `property.address-not-found` (the SPEC's \"invalid address\"): the city is a known Quebec place but the geocoder\n    cannot place the address in it (a street Mapbox does not know). \"Adresse introuvable: choisissez-la dans les\n    suggestions\" / \"Address not found: choose it from the suggestions\".\n  - 503 `geocoding.unavailable`: the geocoding service did not answer.",
    "success": [
      201
    ],
    "errors": [
      {
        "status": 400,
        "code": "property.invalid-city"
      },
      {
        "status": 422,
        "code": "property.city-not-found"
      },
      {
        "status": 422,
        "code": "property.address-not-found"
      },
      {
        "status": 503,
        "code": "geocoding.unavailable"
      }
    ]
  },
  "POST /api/push/subscriptions": {
    "page": "push.md",
    "summary": "(signed in, any role; Content-Type: application/json and the site's Origin, as every mutation) with the browser's PushSubscription.toJSON()",
    "description": "`POST /api/push/subscriptions` (signed in, any role; `Content-Type: application/json` and the site's `Origin`, as\n  every mutation) with the browser's `PushSubscription.toJSON()`:\n  `{ endpoint, expirationTime?: number | null, keys: { p256dh, auth } }` → `201 { id }`.\n  - The same endpoint again by the same person → `201` with the same `id` (its keys are updated: idempotent).\n  - An endpoint another person registered moves to the caller (a shared device: whoever signed in last gets its\n    notifications) → `201` with that subscription's `id`.\n  - A subscription lives as long as the session it was saved in: once that session ends (sign-out, expiry, a new\n    password that closes the others), the device gets no more pushes and the subscription is deleted, so that the\n    next person on a shared device never receives the last one's news. The app saves the device's subscription again\n    when the person who turned it on signs in again there (and the service worker on `pushsubscriptionchange`).\n  - `400 push.invalid-subscription` (with `issues`, as `validation` answers): `endpoint` not a URL or longer than 2048\n    characters; `keys.p256dh` not base64url of a 65-byte uncompressed P-256 point (or not a point of the curve);\n    `keys.auth` not base64url of 16 bytes; a field missing; not an object. A control character anywhere is\n    `400 validation` (every route's rule, docs/api/platform.md).\n  - `400 push.endpoint-refused`: the server itself delivers to the endpoint, so by default only an `https:` URL on the\n    default port whose host is a public DNS name is accepted — no IP literal, no single-label name, no `localhost`,\n    `.local`, `.internal`, `.test`, `.arpa`… Where the name resolves is checked again at each delivery (only public\n    addresses are connected to). An origin listed in `PUSH_ALLOWED_ORIGINS` (e.g. `http://127.0.0.1:9999`, tests and\n    a local push service; refused in production) is accepted as it is.\n  - `401 auth.not-signed-in`.",
    "success": [
      201
    ],
    "errors": [
      {
        "status": 400,
        "code": "push.invalid-subscription"
      },
      {
        "status": 400,
        "code": "validation"
      },
      {
        "status": 400,
        "code": "push.endpoint-refused"
      },
      {
        "status": 401,
        "code": "auth.not-signed-in"
      }
    ]
  },
  "POST /api/referrals/claim": {
    "page": "referrals.md",
    "summary": "(client, cleaner; issue 33)",
    "description": "`POST /api/referrals/claim { code }` (client, cleaner; issue 33): a person who signed up without a code enters a\n  friend's. The same refusals as at sign-up, and: `422 referral.own-code` (one's own code), `409\n  referral.already-referred` (the person already has a referrer: one per person), `409 referral.claim-too-late` (the\n  person already has a booking, as a client, or a job, as a cleaner: the friend's $10 is for the first booking and the\n  referrer's $20 for the first job, so a code claimed afterwards would pay a referrer for nothing); `400 validation`\n  without a code. Accepted: the friend is recorded (`FriendReferred`, flagged `same-email` as at sign-up) and the answer\n  is `GET /api/referrals/me`'s shape once the read model has it (200; 202 `{ position }` past the wait), with\n  `friendDiscount` pending. Counted with the public look-ups (60 per address per 10 minutes, then 429).",
    "success": [],
    "errors": [
      {
        "status": 422,
        "code": "referral.own-code"
      },
      {
        "status": 409,
        "code": "referral.claim-too-late"
      },
      {
        "status": 400,
        "code": "validation"
      }
    ]
  },
  "POST /api/referrals/me/deactivate": {
    "page": "referrals.md",
    "summary": "the same shape (renew: after a deletion, below)",
    "description": "`POST /api/referrals/me/deactivate | reactivate | replace | renew` → the same shape (`renew`: after a deletion, below); `409 referral.code-state` when the\n  code is already so. `replace` draws a new code; the old one is refused from then on. **5 replacements per person\n  per hour** (each draws a code kept for ever); past it `429 referral.rate-limited` with `Retry-After` in seconds\n  (deactivating and reactivating are not counted).",
    "success": [],
    "errors": [
      {
        "status": 409,
        "code": "referral.code-state"
      },
      {
        "status": 429,
        "code": "referral.rate-limited"
      }
    ]
  },
  "POST /api/referrals/me/renew": {
    "page": "referrals.md",
    "summary": "draws a new one (409 referral.code-state while a code exists; counted with the replacements, 5 per hour)",
    "description": "`POST /api/referrals/me/renew` draws a new one (409 `referral.code-state` while a code exists; counted with the\n  replacements, 5 per hour).",
    "success": [],
    "errors": [
      {
        "status": 409,
        "code": "referral.code-state"
      }
    ]
  },
  "POST /api/register": {
    "page": "accounts.md",
    "summary": "= signup",
    "description": "`POST /api/register` = signup",
    "success": [],
    "errors": []
  },
  "POST /api/todos": {
    "page": "todos.md",
    "summary": "201 Todo",
    "description": "`POST /api/todos { title, priority?, dueDate? }` → `201 Todo`. `priority` defaults to `medium`, `dueDate` to\n  none (`null` or `''` also mean none).",
    "success": [
      201
    ],
    "errors": []
  },
  "POST /api/users/me/passkeys": {
    "page": "accounts.md",
    "summary": "{ name, response } (response: what startRegistration() returned; name 1–60 characters, one line) → 201 { passkey: { id, name, createdAt, lastUsedAt: null } }",
    "description": "`POST /api/users/me/passkeys` `{ name, response }` (`response`: what `startRegistration()` returned; `name` 1–60\n  characters, one line) → `201 { passkey: { id, name, createdAt, lastUsedAt: null } }`; `400 auth.passkey-failed`.\n  The challenge answered was issued after the password check, to this account, within 5 minutes.",
    "success": [
      201
    ],
    "errors": [
      {
        "status": 400,
        "code": "auth.passkey-failed"
      }
    ]
  },
  "POST /api/users/me/passkeys/options": {
    "page": "accounts.md",
    "summary": "{ currentPassword } → 200 the options of navigator.credentials.create() (PublicKeyCredentialCreationOptionsJSON: attestation none, resident key and user veri…",
    "description": "`POST /api/users/me/passkeys/options` `{ currentPassword }` → `200` the options of `navigator.credentials.create()`\n  (`PublicKeyCredentialCreationOptionsJSON`: attestation `none`, resident key and user verification required, the\n  account's passkeys excluded, the user handle the account id). Adding a passkey changes how the account is entered:\n  like the other identity changes, it needs the current password — `400 validation` without it,\n  `403 auth.wrong-current-password` with a wrong one (no challenge issued); `503 auth.busy`.\n  At most 20 passkeys per account (`400 auth.passkey-failed` past that).",
    "success": [
      200
    ],
    "errors": [
      {
        "status": 400,
        "code": "validation"
      },
      {
        "status": 403,
        "code": "auth.wrong-current-password"
      },
      {
        "status": 503,
        "code": "auth.busy"
      },
      {
        "status": 400,
        "code": "auth.passkey-failed"
      }
    ]
  },
  "PUT /api/cleaners/me/area": {
    "page": "cleaners.md",
    "summary": "{ serviceTypes }, PUT /api/cleaners/me/area { primaryCityId, serviceCityIds, coverageKm }, PUT /api/cleaners/me/details { bio, yearsOfExperience, skills, lan…",
    "description": "`PUT /api/cleaners/me/services` `{ serviceTypes }`, `PUT /api/cleaners/me/area` `{ primaryCityId, serviceCityIds,\n  coverageKm }`, `PUT /api/cleaners/me/details` `{ bio, yearsOfExperience, skills, languages, gender, education?,\n  certificates, petsTolerated, ecoCertified }`, `PUT /api/cleaners/me/eligibility` `{ birthDate, authorisedToWorkInCanada }`,",
    "success": [],
    "errors": []
  },
  "PUT /api/cleaners/me/business": {
    "page": "cleaners.md",
    "summary": "{ gstNumber?, qstNumber?, insuranceExpiresOn? } → Me",
    "description": "`PUT /api/cleaners/me/business` `{ gstNumber?, qstNumber?, insuranceExpiresOn? }` → `Me`.",
    "success": [
      200
    ],
    "errors": []
  },
  "PUT /api/cleaners/me/calendar/import": {
    "page": "cleaners.md",
    "summary": "{ url | null } imports now and every 30 minutes after that",
    "description": "`PUT /api/cleaners/me/calendar/import` `{ url | null }` imports now and every 30 minutes after that; `null` stops it.\n  The feed address is built on `PUBLIC_URL`, never on the request's Host. A refused import answers\n  `422 { code: 'calendar.unreachable', message }` — one answer whatever went wrong (a private or otherwise non-public\n  address, no DNS answer, a closed port, an error status or redirect, more than 2 MiB, not a calendar), so that the\n  import cannot be used to scan hosts or ports — and changes nothing (the last good import stays); a malformed address\n  or a scheme other than http(s)/webcal is `400 validation`. Only public unicast addresses are connected to, judged\n  where the socket connects (ipaddr.js; IPv4-mapped IPv6 judged as its IPv4; NAT64, 6to4, Teredo, link-local and cloud\n  metadata refused), so DNS rebinding cannot get around it. `importError` on the link is `invalid-url` or\n  `unreachable`, recorded by the periodic re-import only.\n  The busy times are the calendar's occurrences of the next 60 days that are neither cancelled (`STATUS:CANCELLED`)\n  nor free (`TRANSP:TRANSPARENT`): recurring events are expanded with their EXDATEs, RDATEs and moved or cancelled\n  occurrences (a VEVENT with the same UID and a `RECURRENCE-ID`, as Google Calendar and Outlook write them: the\n  original time is free, the new one busy). Times are read in the feed's own VTIMEZONEs (IANA names as Google's,\n  Windows names as Outlook's \"Eastern Standard Time\"), in UTC, or, for a floating time or a TZID the feed does not\n  define, on that zone's clock if it is an IANA name and on Quebec's otherwise; an all-day event is busy from Quebec\n  midnight to Quebec midnight. A series past its share of work (FREQ=SECONDLY, a rule that never occurs) or that\n  cannot be expanded is cut there and the others kept; a calendar past the total (60,000 steps or 1.5 s) is refused\n  as `calendar.unreachable`.",
    "success": [],
    "errors": [
      {
        "status": 400,
        "code": "validation"
      }
    ]
  },
  "PUT /api/cleaners/me/details": {
    "page": "cleaners.md",
    "summary": "{ bio, yearsOfExperience, skills, languages, gender, education?, certificates, petsTolerated, ecoCertified }",
    "description": "`PUT /api/cleaners/me/details` `{ bio, yearsOfExperience, skills, languages, gender, education?,\n  certificates, petsTolerated, ecoCertified }`",
    "success": [],
    "errors": []
  },
  "PUT /api/cleaners/me/eligibility": {
    "page": "cleaners.md",
    "summary": "{ birthDate, authorisedToWorkInCanada }",
    "description": "`PUT /api/cleaners/me/eligibility` `{ birthDate, authorisedToWorkInCanada }`",
    "success": [],
    "errors": []
  },
  "PUT /api/cleaners/me/rates": {
    "page": "cleaners.md",
    "summary": "{ hourlyRateCents?, fixedPricesCents?, cityRates?: { cityId, hourlyRateCents }[] } → Me",
    "description": "`PUT /api/cleaners/me/rates` `{ hourlyRateCents?, fixedPricesCents?, cityRates?: { cityId, hourlyRateCents }[] }`\n  → `Me`; replaces every rate (a price left out or `null` is no longer offered).",
    "success": [
      200
    ],
    "errors": []
  },
  "PUT /api/cleaners/me/services": {
    "page": "cleaners.md",
    "summary": "{ serviceTypes }, PUT /api/cleaners/me/area { primaryCityId, serviceCityIds, coverageKm }, PUT /api/cleaners/me/details { bio, yearsOfExperience, skills, lan…",
    "description": "`PUT /api/cleaners/me/services` `{ serviceTypes }`, `PUT /api/cleaners/me/area` `{ primaryCityId, serviceCityIds,\n  coverageKm }`, `PUT /api/cleaners/me/details` `{ bio, yearsOfExperience, skills, languages, gender, education?,\n  certificates, petsTolerated, ecoCertified }`, `PUT /api/cleaners/me/eligibility` `{ birthDate, authorisedToWorkInCanada }`,",
    "success": [],
    "errors": []
  },
  "PUT /api/me/client-onboarding": {
    "page": "client-onboarding.md",
    "summary": "200, the same shape",
    "description": "`PUT /api/me/client-onboarding { step, status?, gender?, propertyId? }` → `200`, the same shape.\n  - `step`: where the client is; the step kept is the furthest reached (looking back does not lose it).\n  - `status`: `in-progress` (default), `completed` (the celebration's button) or `skipped`.\n  - `gender`: absent leaves it as it is, `null` clears it.\n  - `propertyId`: the property added on the way; absent leaves it, `null` forgets it. A property that is not this\n    client's → `404 http.404` and nothing is saved.\n  - A step, status or gender outside the lists, or a property id that is not a UUID → `400 validation`\n    (`validation.invalid`), nothing saved.",
    "success": [
      200
    ],
    "errors": [
      {
        "status": 404,
        "code": "http.404"
      },
      {
        "status": 400,
        "code": "validation"
      }
    ]
  },
  "PUT /api/properties/{id}": {
    "page": "properties.md",
    "summary": "(same body) → 200 Property",
    "description": "`PUT /api/properties/:id` (same body) → `200 Property`; a changed address is placed, and refused, as above.",
    "success": [
      200
    ],
    "errors": []
  },
  "PUT /api/users/me/email-preferences": {
    "page": "accounts.md",
    "summary": "{ requests, bookingUpdates, payments, messages } (all four booleans) → 200 the same shape",
    "description": "`PUT /api/users/me/email-preferences` `{ requests, bookingUpdates, payments, messages }` (all four booleans) → `200`\n  the same shape; `422 validation.required` when one is missing or not a boolean.",
    "success": [
      200
    ],
    "errors": [
      {
        "status": 422,
        "code": "validation.required"
      }
    ]
  },
  "PUT /api/users/me/photo": {
    "page": "accounts.md",
    "summary": "(multipart/form-data with a file field; the Origin header of the site is required, as for every upload) → 200 { user } with user.profilePic the new picture's…",
    "description": "`PUT /api/users/me/photo` (multipart/form-data with a `file` field; the Origin header of the site is required, as\n  for every upload) → `200 { user }` with `user.profilePic` the new picture's thumbnail. **Clients only**: a cleaner's\n  picture is their profile's avatar, so a cleaner, an admin or an account without a role gets\n  `403 account.profile-photo-not-allowed`. The same pipeline as a cleaner's photos (docs/api/cleaners.md): at most\n  10 MB (`413 document.too-large`), JPEG or PNG read from the bytes (what the browser claims is ignored), re-encoded\n  without its metadata (EXIF: camera, GPS position) and given a WebP thumbnail. No file, another type, or an image that\n  cannot be decoded: `400 account.profile-photo-invalid` (\"Photo invalide : choisissez une image JPG ou PNG.\" / \"Invalid\n  photo: choose a JPG or PNG image.\"), and nothing is stored. The account stream `account-<userId>` records\n  `ProfilePhotoSet { userId, fileId, thumbnailFileId }`; a new photo replaces the old one, whose files are deleted.\n  `401 auth.not-signed-in`.",
    "success": [
      200
    ],
    "errors": [
      {
        "status": 403,
        "code": "account.profile-photo-not-allowed"
      },
      {
        "status": 413,
        "code": "document.too-large"
      },
      {
        "status": 400,
        "code": "account.profile-photo-invalid"
      },
      {
        "status": 401,
        "code": "auth.not-signed-in"
      }
    ]
  },
  "PUT /api/users/me/province": {
    "page": "accounts.md",
    "summary": "{ province: 'QC' | 'ON' | 'BC' | 'AB' | 'MB' | 'SK' | 'NS' | 'NB' | 'NL' | 'PE' | 'YT' | 'NT' | 'NU' | null } → 200 { user } (user.province present when know…",
    "description": "`PUT /api/users/me/province` `{ province: 'QC' | 'ON' | 'BC' | 'AB' | 'MB' | 'SK' | 'NS' | 'NB' | 'NL' | 'PE' | 'YT' |\n  'NT' | 'NU' | null }` → `200 { user }` (`user.province` present when known; `null` clears it); `400 validation`\n  (`validation.province.invalid`, localized) for anything else. The province is also recorded, when none is known yet,\n  from a client's first property (in the property's transaction) and from a cleaner's base city (`POST\n  /api/cleaners/me/start`: the bundled places are all in Quebec). SPEC 1's domain rule reads it in the browser (below).",
    "success": [
      200
    ],
    "errors": [
      {
        "status": 400,
        "code": "validation"
      }
    ]
  },
  "PUT /api/users/me/push-preferences": {
    "page": "push.md",
    "summary": "with the same four booleans → 200 the same shape",
    "description": "`PUT /api/users/me/push-preferences` with the same four booleans → `200` the same shape: which kinds of notification\n  the person's devices receive. The kinds, the body and its errors are those of `/api/users/me/email-preferences`\n  (docs/api/accounts.md; `messages` here is each new message), kept apart from the e-mail choices; all on by default.",
    "success": [
      200
    ],
    "errors": []
  }
};
