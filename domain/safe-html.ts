/**
 * HTML that may be put into a page as it is. Only the rich-text sanitiser
 * (workers/catalogue/rich-text.ts) makes one, so a component that renders HTML asks for this type
 * and a plain string, such as text straight from D1, does not typecheck there.
 */
declare const safeHtml: unique symbol;

export type SafeHtml = string & { readonly [safeHtml]: true };

/**
 * A catalogue shape as D1 stores it: its rich text not yet sanitised. The /api hands rich text on
 * as stored; pages render it only after the sanitiser has turned it into SafeHtml.
 */
export type Stored<T> = T extends SafeHtml
  ? string
  : T extends readonly (infer Item)[]
    ? Stored<Item>[]
    : T extends object
      ? { [Key in keyof T]: Stored<T[Key]> }
      : T;
