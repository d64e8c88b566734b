import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { ThankYouDialog } from './thank-you-dialog';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Send
      </button>
      <ThankYouDialog open={open} onOpenChange={setOpen} message="We will call or email you tomorrow." />
    </>
  );
}

describe('ThankYouDialog', () => {
  it("says thank you and the form's sentence of what follows", async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const dialog = screen.getByRole('dialog', { name: 'Thank You' });
    expect(dialog).toHaveAccessibleDescription('We will call or email you tomorrow.');
  });

  it('closes with the X and returns focus to the button that opened it', async () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Send' });
    await userEvent.click(opener);
    // The dialog takes clicks a render after it opens (Radix turns the page's pointer events off first).
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveStyle({ pointerEvents: 'auto' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with Escape', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps focus inside while open', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const close = screen.getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(close).toHaveFocus();
  });
});
