import { fileURLToPath } from "node:url";
import { createTableServer } from "./app.js";

/** `npm start`: one process, one port, in-memory unless REDIS_URL is set. */
function numberFrom(name: string, fallback: number | undefined): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) {
    console.error(`${name} must be a number >= 0, not ${JSON.stringify(raw)}`);
    process.exit(2);
  }
  return value;
}

const port = numberFrom("PORT", 2567)!;
const server = await createTableServer({
  port,
  host: process.env.HOST ?? "0.0.0.0",
  redisUrl: process.env.REDIS_URL || undefined,
  publicAddress: process.env.PUBLIC_ADDRESS || undefined,
  reconnectSeconds: numberFrom("RECONNECT_SECONDS", undefined),
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
