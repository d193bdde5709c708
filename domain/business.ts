/** The operator's business constants: named once, interpolated wherever a sentence needs them. */

export const SITE_NAME = "Bali Tours";
