import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { Place } from './api/reverse-geocode';
import { LocationPrefill, locationFailureMessages } from './location-prefill';
import { useLocationPrefill } from './use-location-prefill';

function Harness({ onPlace }: { readonly onPlace: (place: Place) => void }) {
  return <LocationPrefill location={useLocationPrefill(onPlace)} />;
}

type Outcome = { readonly latitude: number; readonly longitude: number } | { readonly code: number };

/** A browser whose permission is `state` and whose geolocation answers `outcome`. */
function browserLocation(state: PermissionState, outcome: Outcome) {
  vi.stubGlobal('navigator', {
    ...navigator,
    permissions: { query: vi.fn(async () => ({ state })) },
    geolocation: {
      getCurrentPosition: (
        success: (position: { coords: { latitude: number; longitude: number } }) => void,
        failure: (error: { code: number; message: string }) => void,
      ) => {
        if ('code' in outcome) failure({ code: outcome.code, message: 'refused or unavailable' });
        else success({ coords: outcome });
      },
    },
  });
}

const button = () => screen.getByRole('button', { name: 'Fill in state and country from my location' });
const feedback = () => screen.getByTestId('location-feedback');

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('LocationPrefill: what a failed lookup says (issue 20, item 5)', () => {
  it('says so beside the button, politely, when the visitor refuses the permission, and logs it', async () => {
    browserLocation('prompt', { code: 1 });
    const user = userEvent.setup({ delay: null });
    render(<Harness onPlace={() => {}} />);
    const offered = await screen.findByRole('button', { name: 'Fill in state and country from my location' });
    // The live region is there, empty, before anything is said in it: so the message is announced.
    expect(feedback()).toHaveAttribute('aria-live', 'polite');
    expect(feedback()).toBeEmptyDOMElement();
    await user.click(offered);
    await waitFor(() => expect(feedback()).toHaveTextContent(locationFailureMessages.denied));
    expect(console.error).toHaveBeenCalledWith(
      'Could not prefill state and country from the browser location',
      expect.anything(),
    );
    // The button stays where the visitor's focus is.
    expect(button()).toHaveFocus();
  });

  it('says the lookup failed when the maps service does not answer, and offers to try again', async () => {
    browserLocation('granted', { latitude: 12.97, longitude: 77.59 });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('busy', { status: 503 })),
    );
    const onPlace = vi.fn();
    render(<Harness onPlace={onPlace} />);
    await waitFor(() => expect(feedback()).toHaveTextContent(locationFailureMessages.failed));
    expect(button()).toBeEnabled();
    expect(onPlace).not.toHaveBeenCalled();
  });

  it('says nothing and offers nothing when the lookup works on its own', async () => {
    browserLocation('granted', { latitude: 12.97, longitude: 77.59 });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ address: { state: 'Karnataka', country: 'India' } })),
    );
    const onPlace = vi.fn();
    render(<Harness onPlace={onPlace} />);
    await waitFor(() => expect(onPlace).toHaveBeenCalledWith({ state: 'Karnataka', country: 'India' }));
    expect(feedback()).toBeEmptyDOMElement();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers nothing when the permission was refused before the visit', async () => {
    browserLocation('denied', { code: 1 });
    const { container } = render(<Harness onPlace={() => {}} />);
    await waitFor(() => expect(navigator.permissions.query).toHaveBeenCalled());
    expect(container).toBeEmptyDOMElement();
  });
});
