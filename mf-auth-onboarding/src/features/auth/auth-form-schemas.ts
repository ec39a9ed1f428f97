import { z } from 'zod';
import { AuthMessages, PASSWORD_MIN_LENGTH, type LoginRequest, type RegisterRequest } from '@anchor/contracts';

const required = (message: string) => z.string().trim().min(1, { error: message });

export const loginFormSchema = z.object({
  username: required(AuthMessages.usernameRequired),
  // Passwords are never trimmed: spaces may be part of them.
  password: z.string().min(1, { error: AuthMessages.passwordRequired }),
});
export type LoginFormValues = z.infer<typeof loginFormSchema>;

/** Stricter than the server on names: the form asks for them. */
export const registerFormSchema = z.object({
  firstName: required(AuthMessages.firstNameRequired),
  lastName: required(AuthMessages.lastNameRequired),
  username: required(AuthMessages.usernameRequired),
  email: z
    .string()
    .trim()
    .refine((value) => value === '' || z.email().safeParse(value).success, { error: AuthMessages.emailInvalid }),
  password: z
    .string()
    .min(1, { error: AuthMessages.passwordRequired })
    .min(PASSWORD_MIN_LENGTH, { error: AuthMessages.passwordTooShort }),
});
export type RegisterFormValues = z.infer<typeof registerFormSchema>;

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
