import { ADVERTISED_HOURLY_PRICES } from '@weklean/domain';
import { paths } from '../../../config/paths';

/**
 * The four service pages. `serviceType` is the value the cleaners search reads from `?serviceType=` (the domain's
 * SERVICE_TYPES): the garage page searches the cleaners who offer garage cleaning.
 * `dollars`: SPEC section 9's advertised starting price per hour (the domain's), where there is one.
 */
export const SERVICES = [
  { id: 'regular', pattern: paths.serviceRegular.pattern, serviceType: 'basic', dollars: ADVERTISED_HOURLY_PRICES.basic },
  { id: 'deep', pattern: paths.serviceDeep.pattern, serviceType: 'deep', dollars: ADVERTISED_HOURLY_PRICES.deep },
  { id: 'moving', pattern: paths.serviceMoving.pattern, serviceType: 'move_in_out', dollars: ADVERTISED_HOURLY_PRICES.move_in_out },
  { id: 'garage', pattern: paths.serviceGarage.pattern, serviceType: 'garage', dollars: null },
] as const;

export type Service = (typeof SERVICES)[number];

export const serviceAt = (pathname: string): Service =>
  SERVICES.find((service) => service.pattern === pathname.replace(/\/$/, '')) ?? SERVICES[0];

/** The careers paths: the same page, each with its own heading and introduction. */
export const CAREERS_ANGLES = [
  { id: 'join', pattern: paths.cleanersJoin.pattern },
  { id: 'quebec', pattern: paths.jobsQuebec.pattern },
  { id: 'montreal', pattern: paths.jobsMontreal.pattern },
  { id: 'independent', pattern: paths.independentCleaner.pattern },
] as const;

export const careersAngleAt = (pathname: string) =>
  CAREERS_ANGLES.find((angle) => angle.pattern === pathname.replace(/\/$/, '')) ?? CAREERS_ANGLES[0];
