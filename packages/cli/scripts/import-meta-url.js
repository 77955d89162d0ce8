// `import.meta.url` for the CommonJS executable (build.mjs defines it as this): the file's own URL.
export const importMetaUrl = require("node:url").pathToFileURL(__filename).href
