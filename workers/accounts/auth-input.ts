import { type } from "arktype";
import { looksLikeEmail } from "#domain/email.ts";
import type { Locale } from "#domain/locale.ts";
import { registrationProblems } from "#domain/registration-rules.ts";
import { type FieldErrors, HttpError } from "#workers/http.ts";
import { isCommonPassword } from "./common-passwords.ts";

/** Messages of the sign-in and sign-up forms, in both languages (spec section 5's dictionary). */
export const AUTH_MESSAGES = {
  usernameRequired: { en: "Username is required.", id: "Nama pengguna wajib diisi." },
  usernameTooLong: { en: "Username must be at most 100 characters.", id: "Nama pengguna maksimal 100 karakter." },
  usernameNotOneLine: {
    en: "Username must be one line, without control or invisible characters.",
    id: "Nama pengguna harus satu baris, tanpa karakter kontrol atau karakter tak terlihat.",
  },
  emailRequired: { en: "E-mail is required.", id: "E-mail wajib diisi." },
  emailInvalid: { en: "E-mail must be valid.", id: "E-mail harus valid." },
  emailTaken: { en: "This e-mail is already registered.", id: "E-mail ini sudah terdaftar." },
  passwordRequired: { en: "Password is required.", id: "Kata sandi wajib diisi." },
  passwordTooShort: { en: "Password must be at least 8 characters.", id: "Kata sandi minimal 8 karakter." },
  passwordTooLong: { en: "Password must be at most 128 characters.", id: "Kata sandi maksimal 128 karakter." },
  passwordTooSimple: {
    en: "The password cannot be only spaces or one character repeated.",
    id: "Kata sandi tidak boleh hanya spasi atau satu karakter yang diulang.",
  },
  passwordIsEmail: {
    en: "The password cannot be your e-mail address or the part before the @.",
    id: "Kata sandi tidak boleh berupa alamat e-mail Anda atau bagian sebelum @.",
  },
  passwordCommon: {
    en: "This password is too common and easy to guess. Please choose another.",
    id: "Kata sandi ini terlalu umum dan mudah ditebak. Silakan pilih yang lain.",
  },
  wrongCredentials: { en: "The e-mail or password is incorrect.", id: "E-mail atau kata sandi salah." },
  tooManyAttempts: {
    en: "Too many attempts. Please wait a few minutes and try again.",
    id: "Terlalu banyak percobaan. Silakan tunggu beberapa menit lalu coba lagi.",
  },
  tooManyVerificationMails: {
    en: "We have sent several links already. Please check your inbox and spam folder, or try again in an hour.",
    id: "Kami sudah mengirim beberapa tautan. Silakan periksa kotak masuk dan folder spam Anda, atau coba lagi satu jam lagi.",
  },
  invalidInput: { en: "Please check the form.", id: "Silakan periksa formulir." },
  socialFailed: { en: "Something went wrong, please try again.", id: "Terjadi kesalahan, silakan coba lagi." },
  unauthenticated: { en: "Please sign in first.", id: "Silakan masuk terlebih dahulu." },
} as const;

export type AuthMessage = keyof typeof AUTH_MESSAGES;

export function authMessage(key: AuthMessage, locale: Locale): string {
  return AUTH_MESSAGES[key][locale];
}

const body = type({ "[string]": "unknown" });

function text(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}

class Problems {
  readonly errors: FieldErrors = {};
  constructor(private readonly locale: Locale) {}
  add(field: string, key: AuthMessage) {
    this.errors[field] = [...(this.errors[field] ?? []), authMessage(key, this.locale)];
  }
  get any() {
    return Object.keys(this.errors).length > 0;
  }
}

function checkEmail(problems: Problems, email: string) {
  if (!email) problems.add("email", "emailRequired");
  else if (!looksLikeEmail(email)) problems.add("email", "emailInvalid");
}

function objectBody(input: unknown, locale: Locale): Record<string, unknown> {
  const parsed = body(input);
  if (parsed instanceof type.errors) throw new HttpError(422, authMessage("invalidInput", locale));
  return parsed;
}

export interface Credentials {
  email: string;
  password: string;
}

/** Sign-in: e-mail required and valid, password required. 422 with the first problem as message. */
export function readCredentials(input: unknown, locale: Locale): Credentials {
  const fields = objectBody(input, locale);
  const problems = new Problems(locale);
  const email = text(fields.email).toLowerCase();
  const password = typeof fields.password === "string" ? fields.password : "";
  checkEmail(problems, email);
  if (!password) problems.add("password", "passwordRequired");
  else if (password.length > 128) problems.add("password", "passwordTooLong");
  if (problems.any) {
    const first = Object.values(problems.errors)[0]?.[0] ?? authMessage("invalidInput", locale);
    throw new HttpError(422, first, problems.errors);
  }
  return { email, password };
}

export interface Registration extends Credentials {
  name: string;
}

/**
 * Sign-up: the register page's rules (domain/registration-rules.ts) and the list of common
 * passwords. Errors go under `message` per field, as the contract says.
 */
export async function readRegistration(input: unknown, locale: Locale): Promise<Registration> {
  const fields = objectBody(input, locale);
  const form = {
    name: text(fields.name),
    email: text(fields.email).toLowerCase(),
    password: typeof fields.password === "string" ? fields.password : "",
  };
  const problems = registrationProblems(form);
  if (!problems.password && (await isCommonPassword(form.password))) problems.password = "passwordCommon";
  const messages: FieldErrors = {};
  for (const [field, problem] of Object.entries(problems)) messages[field] = [authMessage(problem, locale)];
  if (Object.keys(messages).length > 0) throw new RegistrationError(messages);
  return form;
}

/** Register answers `{ message: { name: [...], email: [...] } }` (the old app's contract). */
export class RegistrationError extends HttpError {
  constructor(fields: FieldErrors) {
    super(422, "The given data was invalid.", fields);
  }

  override body(): unknown {
    return { message: this.errors, errors: this.errors };
  }
}
