import { type } from "arktype";

/** Field name to its messages, as Laravel answers 422s: `{ message, errors: { page: ["..."] } }`. */
export type FieldErrors = Record<string, string[]>;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
  }

  /** The JSON answer; subclasses with another contract override it. */
  body(): unknown {
    return this.errors ? { message: this.message, errors: this.errors } : { message: this.message };
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

export function notFound(what: string): HttpError {
  return new HttpError(404, `${what} not found.`);
}

/** Validates input with an arktype type; invalid input becomes a 422 with one message list per field. */
export function parseInput<T extends type.Any>(schema: T, input: unknown): T["infer"] {
  const result = schema(input);
  if (result instanceof type.errors) {
    const errors: FieldErrors = {};
    for (const error of result) {
      const field = error.path.length > 0 ? error.path.join(".") : "input";
      errors[field] = [...(errors[field] ?? []), error.message];
    }
    throw new HttpError(422, "The given data was invalid.", errors);
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
export function errorResponse(error: unknown): Response {
  if (error instanceof HttpError) return Response.json(error.body(), { status: error.status });
  console.error(error);
  return Response.json({ message: "Something went wrong on our side. Please try again." }, { status: 500 });
}

/** Runs an /api handler: its value becomes a 200 JSON answer, its errors JSON error answers. */
export async function answerJson(handler: () => Promise<unknown>): Promise<Response> {
  try {
    const body = await handler();
    return body instanceof Response ? body : Response.json(body);
  } catch (error) {
    return errorResponse(error);
  }
}
