import type { MessageDescriptor } from "@lingui/core";
import { type } from "arktype";
import type { Locale } from "#domain/locale.ts";
import { translate } from "./i18n.ts";
import {
  NOT_FOUND_MESSAGES,
  type NotFoundSubject,
  PROTOCOL_MESSAGES,
  queryProblemMessage,
} from "./protocol-messages.ts";

/** Field name to its messages, as Laravel answers 422s: `{ message, errors: { page: ["..."] } }`. */
export type FieldErrors = Record<string, string[]>;

/**
 * A refusal with its status. Its message is either already in the request's language (the rules
 * that know the language translate their own) or a catalog message, translated when the answer is
 * written: a 404 or a 419 is thrown where no language is known, and answered where it is.
 */
export class HttpError extends Error {
  private readonly text: string | MessageDescriptor;

  constructor(
    readonly status: number,
    message: string | MessageDescriptor,
    readonly errors?: FieldErrors,
  ) {
    // `message` stays English for logs; the answer's is `messageIn(locale)`.
    super(typeof message === "string" ? message : translate("en", message));
    this.text = message;
  }

  messageIn(locale: Locale): string {
    return typeof this.text === "string" ? this.text : translate(locale, this.text);
  }

  /** The JSON answer; subclasses with another contract override it. */
  body(locale: Locale): unknown {
    const message = this.messageIn(locale);
    return this.errors ? { message, errors: this.errors } : { message };
  }
}

/**
 * The response with a header set: the response itself when its headers can change (one this
 * worker made), else a copy (a fetch's or the cache's answer, whose headers are immutable).
 */
export function withHeader(response: Response, name: string, value: string): Response {
  try {
    response.headers.set(name, value);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    copy.headers.set(name, value);
    return copy;
  }
}

export function notFound(what: NotFoundSubject): HttpError {
  return new HttpError(404, NOT_FOUND_MESSAGES[what]);
}

/**
 * Validates a request's query parameters with an arktype type; a bad one is a 422 with one
 * message per parameter that names it, in the request's language, and the first as `message`.
 */
export function parseQuery<T extends type.Any>(schema: T, query: Record<string, string>, locale: Locale): T["infer"] {
  const result = schema(query);
  if (result instanceof type.errors) {
    const errors: FieldErrors = {};
    for (const problem of result) {
      const name = problem.path.join(".");
      errors[name] = [...(errors[name] ?? []), translate(locale, queryProblemMessage(name, problem))];
    }
    throw new HttpError(422, Object.values(errors)[0]?.[0] ?? "", errors);
  }
  return result as T["infer"];
}

/** A form's text fields as a plain object, for arktype; files are left out. */
export function formFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string") fields[name] = value;
  return fields;
}

export function searchParamsOf(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams);
}

/** The JSON error answer for anything thrown while serving an /api call; never a stack trace. */
export function errorResponse(error: unknown, locale: Locale): Response {
  if (error instanceof HttpError) return Response.json(error.body(locale), { status: error.status });
  console.error(error);
  return Response.json({ message: translate(locale, PROTOCOL_MESSAGES.serverError) }, { status: 500 });
}

/** Runs an /api handler: its value becomes a 200 JSON answer, its errors JSON error answers in `locale`. */
export async function answerJson(locale: Locale, handler: () => Promise<unknown>): Promise<Response> {
  try {
    const body = await handler();
    return body instanceof Response ? body : Response.json(body);
  } catch (error) {
    return errorResponse(error, locale);
  }
}
