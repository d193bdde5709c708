/** The form field that carries the CSRF token in plain HTML forms, named as Laravel names it. */
export const CSRF_FIELD = "_token";
