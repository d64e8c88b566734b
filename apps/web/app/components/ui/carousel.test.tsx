import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { Carousel } from './carousel';

const slides = ['First quote', 'Second quote', 'Third quote'].map((text) => ({ key: text, content: <p>{text}</p> }));

const currentLabel = () =>
  document.querySelector('[aria-roledescription="slide"][data-current="true"]')?.getAttribute('aria-label');

describe('Carousel (APG pattern)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('rotates on its own and stops while the pointer is over it', () => {
    render(<Carousel label="Quotes" slides={slides} intervalMs={1000} />);
    const carousel = screen.getByRole('region', { name: 'Quotes' });
    expect(currentLabel()).toBe('1 of 3');
    act(() => vi.advanceTimersByTime(1000));
    expect(currentLabel()).toBe('2 of 3');
    fireEvent.mouseEnter(carousel);
    act(() => vi.advanceTimersByTime(5000));
    expect(currentLabel()).toBe('2 of 3');
    fireEvent.mouseLeave(carousel);
    act(() => vi.advanceTimersByTime(1000));
    expect(currentLabel()).toBe('3 of 3');
  });

  it('stops while focus is inside, and the buttons move between slides, wrapping around', () => {
    render(<Carousel label="Quotes" slides={slides} intervalMs={1000} />);
    const next = screen.getByRole('button', { name: 'Next slide' });
    act(() => next.focus());
    act(() => vi.advanceTimersByTime(5000));
    expect(currentLabel()).toBe('1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(currentLabel()).toBe('3 of 3');
    fireEvent.click(next);
    expect(currentLabel()).toBe('1 of 3');
  });

  it('has a rotation control, and once stopped announces slide changes politely', () => {
    render(<Carousel label="Quotes" slides={slides} intervalMs={1000} />);
    const live = document.querySelector('[aria-live]');
    expect(live?.getAttribute('aria-live')).toBe('off');
    fireEvent.click(screen.getByRole('button', { name: 'Stop automatic slide show' }));
    expect(screen.getByRole('button', { name: 'Start automatic slide show' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(5000));
    expect(currentLabel()).toBe('1 of 3');
    expect(live?.getAttribute('aria-live')).toBe('polite');
  });
});
