import { AuthMessages, PASSWORD_MIN_LENGTH, type LoginRequest, type RegisterRequest } from '@anchor/contracts';
import type { FormCheck } from './useAuthForm';

// Plain checks, not zod and react-hook-form: these two forms are the first screen anyone sees, and those
// libraries would more than double the JavaScript it needs. The server validates the same request with the
// contracts' zod schemas.

/** The address rule of zod's `z.email()`, which the server applies to the same field. */
const EMAIL = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export interface LoginFormValues {
  username: string;
  /** Never trimmed: spaces may be part of a password. */
  password: string;
}

/** Stricter than the server on names: the form asks for them. */
export interface RegisterFormValues {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  password: string;
}

const required = (message: string) => (value: string) => (value.length < 1 ? message : null);

export const loginFormCheck: FormCheck<LoginFormValues> = {
  trimmed: ['username'],
  fields: {
    username: required(AuthMessages.usernameRequired),
    password: required(AuthMessages.passwordRequired),
  },
};

export const registerFormCheck: FormCheck<RegisterFormValues> = {
  trimmed: ['firstName', 'lastName', 'username', 'email'],
  fields: {
    firstName: required(AuthMessages.firstNameRequired),
    lastName: required(AuthMessages.lastNameRequired),
    username: required(AuthMessages.usernameRequired),
    email: (value) => (value === '' || EMAIL.test(value) ? null : AuthMessages.emailInvalid),
    password: (value) =>
      value.length < 1
        ? AuthMessages.passwordRequired
        : value.length < PASSWORD_MIN_LENGTH
          ? AuthMessages.passwordTooShort
          : null,
  },
};

export const emptyLoginForm: LoginFormValues = { username: '', password: '' };
export const emptyRegisterForm: RegisterFormValues = {
  firstName: '',
  lastName: '',
  username: '',
  email: '',
  password: '',
};

const nullIfBlank = (value: string) => value.trim() || null;

/** Empty optional text goes to the server as null, never as ''. */
export function toRegisterRequest(values: RegisterFormValues): RegisterRequest {
  return {
    username: values.username.trim(),
    password: values.password,
    email: nullIfBlank(values.email),
    firstName: nullIfBlank(values.firstName),
    lastName: nullIfBlank(values.lastName),
  };
}

export function toLoginRequest(values: LoginFormValues): LoginRequest {
  return { username: values.username.trim(), password: values.password };
}
