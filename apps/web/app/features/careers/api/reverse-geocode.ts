/**
 * docs/careers.md: "A reverse-geocode GET with lat and lon goes to a maps service". The service is
 * OpenStreetMap's Nominatim unless the build sets VITE_REVERSE_GEOCODE_URL (docs/configuration.md) to
 * another endpoint that answers Nominatim's `jsonv2` format, e.g. a self-hosted Nominatim.
 */
import { reverseGeocodeUrl as configuredReverseGeocodeUrl } from '@auralis/site-config';
import { z } from 'zod';

export const reverseGeocodeUrl: string = configuredReverseGeocodeUrl(
  import.meta.env.VITE_REVERSE_GEOCODE_URL as string | undefined,
);

export interface Coordinates {
  readonly latitude: number;
  readonly longitude: number;
}

export interface Place {
  /** The first-level division: a state, province or region; '' when the service names none. */
  readonly state: string;
  readonly country: string;
}

const nominatimSchema = z.object({
  address: z.object({
    state: z.string().optional(),
    province: z.string().optional(),
    region: z.string().optional(),
    state_district: z.string().optional(),
    country: z.string().optional(),
  }),
});

/** The request: lat and lon, English names, detail down to the state (zoom 5) and nothing else. */
export function reverseGeocodeRequestUrl({ latitude, longitude }: Coordinates, base = reverseGeocodeUrl): string {
  const url = new URL(base, typeof window === 'undefined' ? 'http://localhost' : window.location.origin);
  url.searchParams.set('format', 'jsonv2');
  url.searchParams.set('lat', latitude.toFixed(6));
  url.searchParams.set('lon', longitude.toFixed(6));
  url.searchParams.set('zoom', '5');
  url.searchParams.set('accept-language', 'en');
  return url.toString();
}

/** The state and country at a point; rejects when the service fails or answers something else. */
export async function reverseGeocode(coordinates: Coordinates, signal?: AbortSignal): Promise<Place> {
  const response = await fetch(reverseGeocodeRequestUrl(coordinates), {
    headers: { Accept: 'application/json' },
    credentials: 'omit',
    referrerPolicy: 'strict-origin-when-cross-origin',
    signal,
  });
  if (!response.ok) throw new Error(`The maps service answered ${response.status}`);
  const parsed = nominatimSchema.safeParse(await response.json());
  if (!parsed.success) throw new Error('The maps service answered without an address');
  const { address } = parsed.data;
  return {
    state: address.state ?? address.province ?? address.region ?? address.state_district ?? '',
    country: address.country ?? '',
  };
}
