/**
 * Every message a form shows, worded exactly as docs/forms.md#validation give them (spelling included:
 * "atleast" and "Thankyou" are the specification's). Where docs/forms.md names a rule but not its message, the
 * message is ours and says what to fix.
 */
import { formatBytes, MAX_UPLOAD_BYTES } from './limits';

export const messages = {
  required: 'Required',
  invalidEmail: 'Invalid email',
  // Contact (docs/forms.md#validation)
  cannotStartWithSpace: 'Cannot start with space',
  nameTooShort: 'Name is too short',
  nameTooLong: 'Name cannot be longer than 60 characters',
  onlyAlphabet: 'Enter only alphabet',
  companyCharacters: 'Use only letters, digits and spaces',
  companyTooShort: 'Company name is too short',
  companyTooLong: 'Company name cannot be longer than 120 characters',
  phoneCharacters: 'Use only digits, spaces and +',
  phoneTooShort: 'Number should have atleast 10 digits',
  phoneTooLong: 'Number cannot be longer than 17 characters',
  messageTooShort: 'Message should have atleast 2 characters',
  messageTooLong: 'Message cannot be longer than 5000 characters',
  invalidSelection: 'Invalid selection',
  // Our own: a field holding NUL or another control character (issue 19)
  controlCharacters: 'Remove the invisible control characters from this field',
  cvPdfOnly: 'Only pdf is allowed',
  fileTooLarge: `The file must be ${formatBytes(MAX_UPLOAD_BYTES)} or smaller`,
  // Job application (docs/careers.md#the-application-form, §8)
  tooShort: 'too short',
  valueTooLong: 'This is too long',
  digitsOnly: 'Please enter digits only',
  invalidDateOfBirth: 'Invalid date of birth',
  invalidYear: 'Invalid year',
  invalidYearRange: 'Please enter valid data',
  mustBeANumber: 'Must be a number',
  experienceRange: 'Enter between 0.5 and 50 years',
  invalidNoticePeriod: 'Invalid data',
  invalidUrl: 'Enter a valid URL',
  tooManyLinks: 'You can add up to 3 links',
  resumeRequired: 'Resume is required',
  resumeType: 'Only pdf and docx are allowed',
  applicationEmailExists: 'Email already exists.',
  // Newsletter and the submission flow (docs/forms.md#states-and-errors)
  newsletterSuccess: 'Thankyou for subscribing!',
  emailAlreadyExists: 'email already exists!',
  genericError: 'Oops!! something went wrong, please try again.',
  tooManyRequests: 'Too many submissions from your network. Please wait a minute and try again.',
  serviceBusy: 'We are receiving too many requests right now. Please wait a minute and try again.',
} as const;
