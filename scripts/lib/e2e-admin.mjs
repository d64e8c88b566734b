// The browser tests' admin account and preview secret: scripts/serve-for-tests.mjs starts the service with
// them, and e2e/admin-editing.spec.ts logs in and signs preview tokens with them. Test-only values for a
// throw-away database; never used outside the browser tests.
export const e2eAdmin = {
  email: 'editor@auralis.example',
  password: 'E2e-editor-passw0rd',
  previewSecret: 'e2e-preview-secret-for-the-throw-away-test-database',
};

// The development account with Strapi's Editor role (the marketing team's), for the tests that must act as the
// team does, within its rights (e2e/admin-operations.spec.ts).
export const e2eEditor = {
  email: 'marketing.editor@auralis.example',
  password: 'E2e-marketing-passw0rd',
};
