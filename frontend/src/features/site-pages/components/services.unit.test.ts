import { SERVICE_TYPES } from '@weklean/domain';
import { describe, expect, it } from 'vitest';
import { CAREERS_ANGLES, SERVICES, careersAngleAt, serviceAt } from './services';

describe('the service pages', () => {
  it('each search for a service type the cleaners search knows', () => {
    for (const service of SERVICES) expect(SERVICE_TYPES).toContain(service.serviceType);
  });

  it('carry SPEC 9 advertised prices: basic $25, deep $35, move-out $45', () => {
    expect(SERVICES.map((service) => [service.serviceType, service.dollars])).toEqual([
      ['basic', 25], ['deep', 35], ['move_in_out', 45], ['garage', null],
    ]);
  });

  it('are chosen by the address, with or without a trailing slash', () => {
    expect(serviceAt('/services/nettoyage-garage').id).toBe('garage');
    expect(serviceAt('/services/nettoyage-demenagement/').id).toBe('moving');
    expect(careersAngleAt('/emplois-menage-montreal').id).toBe('montreal');
    expect(new Set(CAREERS_ANGLES.map((angle) => angle.pattern)).size).toBe(4);
  });
});
