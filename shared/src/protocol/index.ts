/**
 * `@tablee/shared/protocol`: the table's messages (zod) and the writer of docs/protocol.md's
 * table part. Apart from the main entry so that what imports only the rules (the bots'
 * worker threads) loads no zod; the table state's declaration is in the main entry.
 */
export * from "./messages.js";
export { clientMessageDocs, serverMessageDocs, tableDocsMarkers, tableStateDocs, withTableDocs } from "./docs.js";
