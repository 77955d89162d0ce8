/**
 * XML escaping for text and attribute values; characters XML 1.0 forbids (C0 controls but tab, LF, CR; lone
 * surrogates; U+FFFE/U+FFFF) are dropped.
 */

const INVALID =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

// Most values have nothing to escape: one test instead of four or eight passes (an SVG golden has thousands of them).
const TEXT_SPECIAL = /[&<>\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/
const ATTR_SPECIAL = /[&<>"\u0000-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/

/** Escapes element content. */
export const text = (value: string): string =>
  TEXT_SPECIAL.test(value)
    ? value.replace(INVALID, "").replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")
    : value

/** Escapes an attribute value (for double quotes); line breaks and tabs survive as character references. */
export const attr = (value: string): string =>
  ATTR_SPECIAL.test(value)
    ? text(value).replace(/"/g, "&quot;").replace(/\n/g, "&#10;").replace(/\r/g, "&#13;").replace(/\t/g, "&#9;")
    : value
