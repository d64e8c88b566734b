/**
 * The captcha token of one form (docs/forms.md#states-and-errors): set when the widget solves, cleared on expiry or error, and
 * spent once, since the server accepts each solution once. The widget solves in the background; a submit
 * that comes while it is still solving (or still loading) waits for it, up to a bound.
 */
export type CaptchaSolve = () => void;

export class CaptchaToken {
  private token: string | null = null;
  private solving = false;
  private failed = false;
  private solve: CaptchaSolve | null = null;
  private readonly waiters = new Set<(token: string | null) => void>();

  /** The widget registers how to start a new solve; the returned function unregisters it. */
  attach(solve: CaptchaSolve): () => void {
    this.solve = solve;
    return () => {
      if (this.solve === solve) this.solve = null;
    };
  }

  solvingStarted(): void {
    this.token = null;
    this.solving = true;
    this.failed = false;
  }

  solved(token: string): void {
    this.token = token;
    this.solving = false;
    this.failed = false;
    this.settle(token);
  }

  /** The challenge expired: the token is gone; the widget starts a new solve. */
  expired(): void {
    this.token = null;
  }

  /** The widget, its script or its configuration failed: nobody waits for a token that will not come. */
  error(): void {
    this.token = null;
    this.solving = false;
    this.failed = true;
    this.settle(null);
  }

  /** Something that failed (the configuration's read) is being tried again: a submit waits for its solve. */
  retrying(): void {
    this.failed = false;
  }

  get hasToken(): boolean {
    return this.token !== null;
  }

  /**
   * Hands out the token and forgets it (it is single-use), starting the next solve for a later submission.
   * Without a token it waits for the solve in progress, retries once after an earlier failure, and gives up
   * with null after `timeoutMs`.
   */
  async take(timeoutMs: number): Promise<string | null> {
    if (this.token === null) {
      if (!this.solving && this.solve) {
        this.solve();
      } else if (this.failed && !this.solve) {
        return null;
      }
      await this.next(timeoutMs);
    }
    const token = this.token;
    if (token === null) return null;
    this.token = null;
    this.solve?.();
    return token;
  }

  private next(timeoutMs: number): Promise<string | null> {
    return new Promise((resolve) => {
      const done = (token: string | null) => {
        clearTimeout(timer);
        this.waiters.delete(done);
        resolve(token);
      };
      const timer = setTimeout(() => done(null), timeoutMs);
      this.waiters.add(done);
    });
  }

  private settle(token: string | null): void {
    for (const waiter of [...this.waiters]) waiter(token);
  }
}
