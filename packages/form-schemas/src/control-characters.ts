/**
 * Control characters no form field may hold (issue 19, item 6): every C0 and C1 control character and DEL,
 * except the tab, the line feed and a carriage return that starts a CRLF line break. A NUL is the reason:
 * PostgreSQL refuses it in text columns, so a field holding one would be stored on SQLite and fail on
 * PostgreSQL, after the captcha pass was spent. The others have no business in a name or a message either
 * (a lone CR or a form feed only serves to fake a line in a plain-text mail).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is this expression's whole purpose
const FORBIDDEN_CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|\r(?!\n)/;

export function hasForbiddenControlCharacters(value: string): boolean {
  return FORBIDDEN_CONTROL_CHARACTERS.test(value);
}
