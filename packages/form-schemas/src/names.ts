/**
 * What a name may hold, for people and places alike, in the browser and on the server (one rule, one place).
 *
 * docs/forms.md#validation's "letters and spaces" are the letters of every alphabet: any Unicode letter and the combining marks
 * that complete it, so "José", "Zoë" (composed or not), "Łukasz", "अनन्या" (its vowel signs are marks) and "محمد"
 * pass. Names also join their parts with an apostrophe or a hyphen (issue 33, item 3): "O'Brien", "D’Souza",
 * "Smith-Jones", "Jean-Luc". Either apostrophe counts, the typewriter's (') and the typographer's (’) that phones
 * type, and each such mark stands alone between two letters: "O''Brien", "-Ann" and "Ann-" are not names.
 * docs/forms.md's messages stay as written ("Enter only alphabet").
 */

/** A letter with the marks that complete it. */
const LETTER = String.raw`(?:\p{L}\p{M}*)`;
/** A word: letters, joined by single apostrophes or hyphens. */
const WORD = String.raw`${LETTER}+(?:['’-]${LETTER}+)*`;

/**
 * Words and spaces (the field's own rules say more about spaces: no leading one, trimmed, ...). Words are apart by
 * at least one space, so a long run of letters has one reading only: the check takes linear time on any input.
 */
const NAME_CHARACTERS = new RegExp(String.raw`^ *(?:${WORD}(?: +${WORD})*)? *$`, 'u');

/** Whether `value` holds only letters, spaces, and apostrophes or hyphens between letters. */
export function hasOnlyNameCharacters(value: string): boolean {
  return NAME_CHARACTERS.test(value);
}
