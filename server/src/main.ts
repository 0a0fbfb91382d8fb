import { fileURLToPath } from "node:url";
import { createTableServer } from "./app.js";

/** `npm start`: one process, one port, in-memory unless REDIS_URL is set. */
const port = Number(process.env.PORT ?? 2567);
const reconnect = process.env.RECONNECT_SECONDS;
const server = await createTableServer({
  port,
  host: process.env.HOST ?? "0.0.0.0",
  redisUrl: process.env.REDIS_URL || undefined,
  publicAddress: process.env.PUBLIC_ADDRESS || undefined,
  reconnectSeconds: reconnect ? Number(reconnect) : undefined,
  clientDir: process.env.CLIENT_DIR ?? fileURLToPath(new URL("../../client/dist", import.meta.url)),
});
console.log(`Tablée listening on ${server.url}`);

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: closing the tables`);
  try {
    await server.close();
    process.exit(0);
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
}
process.on("SIGTERM", () => void stop("SIGTERM"));
process.on("SIGINT", () => void stop("SIGINT"));
