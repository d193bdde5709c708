/** The form field that carries the CSRF token in plain HTML forms, named as Laravel names it. */
export const CSRF_FIELD = "_token";

/** The CSRF cookie of Sanctum's SPA contract, as the local http sites name it. */
export const CSRF_COOKIE = "XSRF-TOKEN";
/**
 * Its name on the https sites: a `__Host-` cookie is only kept when it is Secure, for the whole
 * site and without a Domain, so a sister host cannot plant one for us (decision 0037).
 */
export const HOST_CSRF_COOKIE = `__Host-${CSRF_COOKIE}`;
