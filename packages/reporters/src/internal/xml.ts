/**
 * XML escaping for text and attribute values; characters XML 1.0 forbids (C0 controls but tab, LF, CR; lone
 * surrogates; U+FFFE/U+FFFF) are dropped.
 */

const INVALID =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/** Escapes element content. */
export const text = (value: string): string =>
  value.replace(INVALID, "").replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")

/** Escapes an attribute value (for double quotes); line breaks and tabs survive as character references. */
export const attr = (value: string): string =>
  text(value).replace(/"/g, "&quot;").replace(/\n/g, "&#10;").replace(/\r/g, "&#13;").replace(/\t/g, "&#9;")
