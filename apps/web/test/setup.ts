import '@testing-library/jest-dom/vitest';

import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// CI shares two cores between every test project: waits for async UI get a generous ceiling so a
// slow machine never fails a test that is correct. They still fail when the UI never appears.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => cleanup());

// jsdom's Blob has no arrayBuffer() (every browser has had it since 2019): the forms read a chosen file's first bytes
// with it (form-schemas checkChosenFile). Read through jsdom's FileReader instead.
if (typeof Blob.prototype.arrayBuffer !== 'function') {
  Blob.prototype.arrayBuffer = function arrayBuffer(this: Blob) {
    return new Promise<ArrayBuffer>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
      reader.readAsArrayBuffer(this);
    });
  };
}
