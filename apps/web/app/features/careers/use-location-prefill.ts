/**
 * docs/careers.md#the-application-form: "If browser location is permitted, it is reverse-geocoded through a maps service and
 * prefills state and country"; §8: a geolocation failure is logged only. The page never prompts on its
 * own: with the permission already granted it fills in at once; while the browser would still ask, the
 * form offers a button that asks; denied or unsupported before the visit, nothing is offered.
 *
 * A lookup that fails or a permission refused after all is still logged, and now also said in one line
 * beside the button (issue 20, item 5): otherwise the visitor pressed a button that did nothing visible.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

import { type Place, reverseGeocode } from './api/reverse-geocode';

/** granted: filled without asking; prompt: the visitor may ask; off: denied or no geolocation. */
export type LocationPermission = 'granted' | 'prompt' | 'off';

/** Why the last lookup filled in nothing: the browser refused the location, or the lookup failed. */
export type LocationFailure = 'denied' | 'failed';

const POSITION_OPTIONS: PositionOptions = { enableHighAccuracy: false, timeout: 15_000, maximumAge: 10 * 60_000 };

function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => {
    navigator.geolocation.getCurrentPosition(resolve, reject, POSITION_OPTIONS);
  });
}

/** GeolocationPositionError code 1; read by shape, since not every environment defines the class. */
function isPermissionDenied(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 1;
}

async function permissionState(): Promise<LocationPermission> {
  if (typeof navigator === 'undefined' || !('geolocation' in navigator)) return 'off';
  if (!navigator.permissions?.query) return 'prompt';
  try {
    const status = await navigator.permissions.query({ name: 'geolocation' });
    if (status.state === 'granted') return 'granted';
    return status.state === 'prompt' ? 'prompt' : 'off';
  } catch {
    return 'prompt';
  }
}

export function useLocationPrefill(onPlace: (place: Place) => void) {
  const [permission, setPermission] = useState<LocationPermission>('off');
  const [locating, setLocating] = useState(false);
  const [failure, setFailure] = useState<LocationFailure | null>(null);
  const onPlaceRef = useRef(onPlace);
  useEffect(() => {
    onPlaceRef.current = onPlace;
  });
  const mounted = useRef(true);

  const locate = useCallback(async () => {
    setLocating(true);
    setFailure(null);
    try {
      const position = await currentPosition();
      if (!mounted.current) return;
      setPermission('granted');
      const place = await reverseGeocode(position.coords);
      if (mounted.current) onPlaceRef.current(place);
    } catch (error) {
      // docs/careers.md#the-application-form: logged; the visitor types state and country themselves, and the line beside the button
      // says so. The button stays after a refusal (focus stays on it), though the browser will not ask again.
      console.error('Could not prefill state and country from the browser location', error);
      if (mounted.current) setFailure(isPermissionDenied(error) ? 'denied' : 'failed');
    } finally {
      if (mounted.current) setLocating(false);
    }
  }, []);

  useEffect(() => {
    mounted.current = true;
    void permissionState().then((state) => {
      if (!mounted.current) return;
      setPermission(state);
      if (state === 'granted') void locate();
    });
    return () => {
      mounted.current = false;
    };
  }, [locate]);

  return { permission, locating, locate, failure };
}
