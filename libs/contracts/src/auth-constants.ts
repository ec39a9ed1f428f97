/** Messages are the spec's word for word; the last three say why a password is refused. */
export const AuthMessages = {
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  passwordTooShort: 'Password must be at least 8 characters',
  emailInvalid: 'Enter a valid email address',
  passwordTooCommon: 'This password is too common or too easy to guess. Try a longer phrase of unrelated words',
  passwordIsUsername: 'Password must not be the same as your username',
  passwordUnchanged: 'New password must be different from your current password',
} as const;

export const PASSWORD_MIN_LENGTH = 8;
