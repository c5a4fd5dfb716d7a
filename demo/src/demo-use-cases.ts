import type { CreateBookingInput, Language, PropertyInput, Role } from '@weklean/domain';

/** An account as the demo reads it (never its password hash). */
export type DemoAccount = { id: string; name: string; email: string; role: Role | null; language: Language };

/**
 * The BFF's use cases the demo plays its data through, declared here and built by the BFF (bff/src/demo-use-cases.ts)
 * from its own modules: the demo goes through the same accounts, properties and booking service as the screens,
 * without importing the BFF or writing SQL on the tables the BFF owns (`users`, `properties`). Only what the demo calls.
 */
export type DemoUseCases = {
  accounts: {
    byEmail(email: string): Promise<DemoAccount | null>;
    byId(id: string): Promise<DemoAccount | null>;
    /** Null when the e-mail is taken (case-insensitively). */
    create(input: { name: string; email: string; passwordHash: string; language: Language; role: Role }): Promise<DemoAccount | null>;
    /** How many accounts have an e-mail at `domain` (the demo cleaners seeded so far). */
    countWithEmailDomain(domain: string): Promise<number>;
    /** The first admin account made, who signs the demo's admin steps. */
    firstAdminId(): Promise<string | null>;
  };
  /** A password hash as sign-up makes it, at `cost` (PASSWORD_HASH_COST, or less for passwords nobody knows). */
  hashPassword(password: string, cost: number): Promise<string>;
  properties: {
    list(clientId: string): Promise<{ id: string }[]>;
    /** Where a client's home is: the cleaner punches in at its door. */
    get(clientId: string, propertyId: string): Promise<{ address: { lat: number; lng: number } } | null>;
    /** A property placed (offline geocoder) and saved as the properties route does; why not when its address is not found. */
    create(clientId: string, input: PropertyInput): Promise<{ ok: true; id: string } | { ok: false; code: string }>;
  };
  /**
   * The booking routes' request: it holds the time in the cleaner's schedule, applies the referral offer and pays the
   * deposit; the rest of a booking's life is commands on its stream, which the demo runs itself.
   */
  bookings: {
    request(clientId: string, input: CreateBookingInput, now: Date): Promise<{ id: string; occurrenceIds: string[] }>;
  };
};
