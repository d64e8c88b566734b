export const e2eAdmin: { readonly email: string; readonly password: string; readonly previewSecret: string };
