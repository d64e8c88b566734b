import '@testing-library/jest-dom/vitest';

import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// CI shares two cores between every test project: waits for async UI get a generous ceiling so a
// slow machine never fails a test that is correct. They still fail when the UI never appears.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => cleanup());
