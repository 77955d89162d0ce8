/**
 * @podscenario/lsp: the language server behind `podscenario lsp` and the VS Code extension (docs/guide/editors.md).
 * An edge like the CLI: it may use `node:*` and `process`.
 */
export * as Analysis from "./Analysis.ts"
export * as Convert from "./Convert.ts"
export * as Files from "./Files.ts"
export * as Server from "./Server.ts"
