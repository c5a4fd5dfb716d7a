import type { DemoUseCases } from '@weklean/demo';
import { PRICE_CONSTANTS, type EventStore } from '@weklean/domain';
import {
  countAccountsWithEmailDomain,
  createAccountsRepository,
  createCommandHandler,
  createOfflineGeocoder,
  createPropertyRepository,
  firstAdminId,
  type ConfiguredPaymentGateway,
  type Logger,
} from '@weklean/platform';
import type postgres from 'postgres';
import { createPasswordHasher } from './auth/passwords';
import { createBookingFacts } from './bookings/booking-facts';
import { createBookingService } from './bookings/booking-service';
import { createPayments } from './payments/payments';
import { placeAddress } from './properties/place-address';

/**
 * The use cases the demo seed (@weklean/demo) plays its data through, made of what the screens use: the accounts and
 * properties modules (platform), the password hasher, the address placing and the booking service (with its payments)
 * of the BFF. The demo's accounts, homes and requests are made as sign-up, the properties route and the booking route
 * make them; the demo workspace imports no BFF module and writes SQL on no table of theirs. `serviceFeeCents`:
 * SERVICE_FEE_CENTS.
 */
export function demoUseCasesFrom(deps: {
  sql: postgres.Sql;
  store: EventStore;
  logger: Logger;
  paymentGateway: ConfiguredPaymentGateway;
  serviceFeeCents?: number;
}): DemoUseCases {
  const { sql, logger } = deps;
  const accounts = createAccountsRepository(sql);
  const properties = createPropertyRepository(sql);
  const commands = createCommandHandler(deps.store);
  const payments = createPayments({ sql, commands, gateway: deps.paymentGateway, logger });
  const service = createBookingService({
    commands,
    facts: createBookingFacts(sql),
    serviceFeeCents: deps.serviceFeeCents ?? PRICE_CONSTANTS.defaultServiceFeeCents,
    payments,
    logger,
  });
  // The offline geocoder places the demo's addresses whatever GEOCODING_PROVIDER says: the first start needs no network.
  const geocoder = createOfflineGeocoder();
  return {
    accounts: {
      byEmail: (email) => accounts.byEmail(email),
      byId: (id) => accounts.byId(id),
      create: (input) => accounts.create(input),
      countWithEmailDomain: (domain) => countAccountsWithEmailDomain(sql, domain),
      firstAdminId: () => firstAdminId(sql),
    },
    hashPassword: (password, cost) => createPasswordHasher(cost).hash(password),
    properties: {
      list: (clientId) => properties.list(clientId),
      get: (clientId, propertyId) => properties.get(clientId, propertyId),
      create: async (clientId, input) => {
        const placed = await placeAddress(geocoder, logger, input.address);
        if (!placed.ok) return placed;
        return { ok: true, id: (await properties.create(clientId, input, placed.address)).id };
      },
    },
    bookings: {
      request: (clientId, input, now) => service.request(clientId, input, now),
    },
  };
}
