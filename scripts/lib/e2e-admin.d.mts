export const e2eAdmin: { readonly email: string; readonly password: string; readonly previewSecret: string };
export const e2eEditor: { readonly email: string; readonly password: string };
