import * as v from 'valibot';
import { findPlace, normalizePostalCode, type Address, type AddressSuggestion } from '@weklean/domain';
import { GeocodingUnavailableError, MAX_SUGGESTIONS, addressLabel, type Geocoder } from './geocoder';

export const MAPBOX_TIMEOUT_MS = 5_000;
/** Below this relevance Mapbox has matched only part of the text: `locate` does not take such an answer. */
export const MAPBOX_MIN_RELEVANCE = 0.8;

export type MapboxGeocoderOptions = {
  accessToken: string;
  /** Injected by tests; the global fetch otherwise. */
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
  timeoutMs?: number;
  baseUrl?: string;
};

// Only what we read of Mapbox's geocoding v5 answer (a GeoJSON FeatureCollection).
const ContextItem = v.object({ id: v.string(), text: v.string(), short_code: v.optional(v.string()) });
const Feature = v.object({
  place_type: v.array(v.string()),
  relevance: v.number(),
  text: v.string(),
  address: v.optional(v.string()),
  center: v.tuple([v.number(), v.number()]),
  context: v.optional(v.array(ContextItem), []),
});
const Answer = v.object({ features: v.array(Feature) });
type MapboxFeature = v.InferOutput<typeof Feature>;

const contextOf = (feature: MapboxFeature, kind: string) => feature.context.find((item) => item.id.startsWith(`${kind}.`));

/** A Quebec street address, or null for anything else (another province, a feature without a city). */
function toSuggestion(feature: MapboxFeature): (AddressSuggestion & { relevance: number }) | null {
  const city = contextOf(feature, 'place')?.text;
  if (contextOf(feature, 'region')?.short_code?.toUpperCase() !== 'CA-QC' || city === undefined) return null;
  const [lng, lat] = feature.center;
  const address = {
    streetAddress: feature.address === undefined ? feature.text : `${feature.address} ${feature.text}`,
    city,
    province: 'QC',
    postalCode: normalizePostalCode(contextOf(feature, 'postcode')?.text ?? '') ?? '',
    country: 'CA',
    lat,
    lng,
    placeId: findPlace(city)?.id ?? null,
  };
  return { ...address, label: addressLabel(address), relevance: feature.relevance };
}

const withoutRelevance = ({ relevance: _relevance, ...suggestion }: AddressSuggestion & { relevance: number }): AddressSuggestion => suggestion;

/**
 * Mapbox's geocoding API (v5, `mapbox.places`), Canadian street addresses in French. Failures of any kind become a
 * GeocodingUnavailableError whose message never holds the URL (it carries the access token).
 */
export function createMapboxGeocoder(options: MapboxGeocoderOptions): Geocoder {
  const send = options.fetch ?? ((url, init) => fetch(url, init));
  const timeoutMs = options.timeoutMs ?? MAPBOX_TIMEOUT_MS;
  const baseUrl = options.baseUrl ?? 'https://api.mapbox.com';

  async function search(text: string, limit: number) {
    // Mapbox reads a semicolon, even encoded, as a separator of batch queries.
    const query = encodeURIComponent(text.replaceAll(';', ' ').trim());
    const params = new URLSearchParams({ country: 'ca', types: 'address', language: 'fr', limit: String(limit), access_token: options.accessToken });
    let response: Response;
    try {
      response = await send(`${baseUrl}/geocoding/v5/mapbox.places/${query}.json?${params.toString()}`, {
        signal: AbortSignal.timeout(timeoutMs),
        headers: { accept: 'application/json' },
      });
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      throw new GeocodingUnavailableError(timedOut ? `Mapbox did not answer within ${timeoutMs} ms` : 'Mapbox could not be reached', { cause: error });
    }
    if (!response.ok) throw new GeocodingUnavailableError(`Mapbox answered ${response.status}`);
    const answer = v.safeParse(Answer, await response.json().catch(() => null));
    if (!answer.success) throw new GeocodingUnavailableError('Mapbox answered something unexpected');
    return answer.output.features.flatMap((feature) => toSuggestion(feature) ?? []);
  }

  return {
    async suggest(text) {
      return (await search(text, MAX_SUGGESTIONS)).slice(0, MAX_SUGGESTIONS).map(withoutRelevance);
    },
    async locate(address: Address) {
      // A few answers, as the best one may lie outside Quebec and be left out.
      const [best] = await search(`${addressLabel(address)}, Canada`, 5);
      return best !== undefined && best.relevance >= MAPBOX_MIN_RELEVANCE ? withoutRelevance(best) : null;
    },
  };
}
