export * from './captcha';
export * from './contact';
export * from './email';
export * from './field-errors';
export * from './files';
export * from './job-application';
export * from './messages';
export * from './newsletter';
