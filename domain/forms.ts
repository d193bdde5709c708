/** The form field that carries the CSRF token in plain HTML forms, named as Laravel names it. */
export const CSRF_FIELD = "_token";

/** The CSRF cookie of Sanctum's SPA contract, as the local http sites name it. */
export const CSRF_COOKIE = "XSRF-TOKEN";
/**
 * Its name on the https sites: a `__Host-` cookie is only kept when it is Secure, for the whole
 * site and without a Domain, so a sister host cannot plant one for us (decision 0037).
 */
export const HOST_CSRF_COOKIE = `__Host-${CSRF_COOKIE}`;

/** The field (and address parameter) of an editor page's token, which its own saves carry (decision 0045). */
export const EDITOR_FIELD = "editor";

/**
 * The marker of a post made with an editor's whole form: a sub-action (Publish, Add photo, Add
 * package…) then saves the form's fields first, so no typed edit is lost.
 */
export const WHOLE_FORM_FIELD = "whole_form";
