import { NOT_FOR_EMERGENCIES_NOTICE } from '@anchor/clinical';
import { AuthMessages } from '@anchor/contracts';

/** Every string the auth screen shows. Toasts and messages are the product's, word for word. */
export const AuthCopy = {
  tabs: { register: 'Create Account', login: 'Sign In', label: 'Account' },
  heading: 'Welcome to Anchor',
  subheading: 'Your companion for steadier days, one step at a time.',
  fields: {
    firstName: 'First name',
    lastName: 'Last name',
    username: 'Username',
    email: 'Email (optional)',
    password: 'Password',
  },
  validation: AuthMessages,
  register: {
    submit: 'Create Account',
    pending: 'Creating account...',
    inlineError: 'Failed to create account. Please try again.',
    successTitle: 'Registration successful',
    successDescription: (username: string) => `Welcome to Anchor, ${username}!`,
    failedTitle: 'Registration failed',
    accountExistsTitle: 'Account exists',
    accountExistsDescription: 'This username is already registered. Attempting to sign you in instead...',
    emailTakenTitle: 'Email already registered',
    emailTakenDescription:
      'This email is already associated with an account. Please use a different email or try logging in.',
  },
  login: {
    submit: 'Sign In',
    pending: 'Signing in...',
    inlineError: 'Invalid username or password. Please try again.',
    successTitle: 'Login successful',
    successDescription: 'Welcome back!',
    failedTitle: 'Login failed',
  },
  marketing: {
    title: 'Support that fits your life',
    points: [
      {
        title: 'Personalized support',
        text: 'Check-ins, exercises and an assistant that adapt to how you are doing, day by day.',
      },
      {
        title: 'Privacy first',
        text: 'Your session lives in a secure cookie, and you decide what, if anything, a provider sees.',
      },
      {
        title: 'Data-driven insights',
        text: 'Monthly PCL-5 check-ins and mood trends help you and your care team see progress over time.',
      },
    ],
  },
  crisisNote: NOT_FOR_EMERGENCIES_NOTICE,
} as const;
