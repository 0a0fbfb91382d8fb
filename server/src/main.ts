/**
 * The server's entry (`npm start`, the Dockerfile). It checks the Node it runs on before any
 * module is loaded: static imports are linked before a line runs, and on an older Node the
 * embedded store's `node:sqlite` would stop the process with a bare ERR_UNKNOWN_BUILTIN_MODULE.
 * `npm start` always runs on the project's own Node (the `node` devDependency); this line is
 * for whoever runs the built server by hand.
 */
const [major = 0, minor = 0] = process.versions.node.split(".").map(Number);
if (major < 22 || (major === 22 && minor < 13)) {
  console.error(`Tablée needs Node.js 22.13 or newer (node:sqlite), not ${process.version}: start it with \`npm start\`, which runs on the project's Node 24, or install Node 24.`);
  process.exit(1);
}
await import("./serve.js");
export {};
