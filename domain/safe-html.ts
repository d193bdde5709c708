/**
 * HTML that may be put into a page as it is. Only domain/rich-text.ts makes one: the sanitiser, and
 * `storedRichText` for a rich-text column read from D1, which was sanitised when it was written. A
 * component that renders HTML asks for this type, so any other string does not typecheck there.
 */
declare const safeHtml: unique symbol;

export type SafeHtml = string & { readonly [safeHtml]: true };

/**
 * A catalogue shape as D1 stores it, its rich text a plain string. The /api hands rich text on as
 * stored (sanitised when written); pages mark it SafeHtml with `storedRichText`.
 */
export type Stored<T> = T extends SafeHtml
  ? string
  : T extends readonly (infer Item)[]
    ? Stored<Item>[]
    : T extends object
      ? { [Key in keyof T]: Stored<T[Key]> }
      : T;
