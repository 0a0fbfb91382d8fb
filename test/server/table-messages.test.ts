import { describe, expect, test } from "@jest/globals";
import { readdirSync, readFileSync } from "node:fs";
import type { Room } from "@colyseus/sdk";
import { Packr, unpack } from "msgpackr";
import { gameIds, clientMessageTypes } from "@tablee/shared";
import { clientMessages, serverMessages } from "@tablee/shared/protocol";
import { tableSender } from "../../client/src/net/table-messages.ts";
import { readMessage } from "../../server/src/table/inbox.ts";
import { PROGRAMS_AT_FULL_SPEED, quiet, roomsOfEachTest, roundTrip, sdk, serverForFile, waitForState } from "../support/server-harness.ts";

/** The lobby's first game. */
const GAME = gameIds[0];

/*
 * Every message a client sends is declared once (shared/src/protocol/messages.ts): the server
 * reads each with its shape, the client sends each through a typed sender made from the same
 * declaration. These tests fail when the two disagree on a name or a payload, or when the page
 * sends a message past its senders.
 */

const file = serverForFile({ seed: () => "table-messages-seed", limits: PROGRAMS_AT_FULL_SPEED });
const open = roomsOfEachTest();
const packr = new Packr({ useRecords: false });
const camel = (type: string): string => type.replace(/-(.)/g, (_, letter: string) => letter.toUpperCase());
const examples = clientMessageTypes.flatMap((type) => clientMessages[type].examples.map((example) => ({ type, example })));

/** The client's senders over a room that records what it is given, as msgpack carries it. */
function recordingSender(): { send: Record<string, (message?: unknown) => void>; sent: [string, unknown][] } {
  const sent: [string, unknown][] = [];
  const room = { send: (type: string, message: unknown) => sent.push([type, unpack(packr.pack(message))]) } as unknown as Room;
  return { send: tableSender(() => room) as unknown as Record<string, (message?: unknown) => void>, sent };
}

describe("the client's senders and the server's reading are one declaration", () => {
  test("one sender per declared message, and the server reads every declared type", () => {
    expect(Object.keys(clientMessages)).toEqual([...clientMessageTypes]);
    expect(Object.keys(recordingSender().send).sort()).toEqual(clientMessageTypes.map(camel).sort());
    for (const type of clientMessageTypes) expect([type, "receiver" in readMessage(type, clientMessages[type].examples[0])]).toEqual([type, true]);
    expect(readMessage("stand-up", {})).toEqual({ refusal: { code: "unknown-message", message: 'unknown message type "stand-up"' } });
  });

  test.each(examples)("$type $example: sent by its sender, taken by the server as it was sent", ({ type, example }) => {
    const { send, sent } = recordingSender();
    send[camel(type)](example);
    expect(sent).toEqual([[type, example]]);
    const reading = readMessage(sent[0][0], sent[0][1]);
    expect(reading).toEqual({ receiver: expect.anything(), message: example });
  });

  test("a message without payload is sent as `{}`, as the protocol writes it", () => {
    const { send, sent } = recordingSender();
    send.stand();
    send.back();
    send.rematch();
    expect(sent).toEqual([
      ["stand", {}],
      ["back", {}],
      ["rematch", {}],
    ]);
    for (const [type, payload] of sent) expect("receiver" in readMessage(type, payload)).toBe(true);
  });

  test.each(clientMessageTypes.filter((type) => type !== "action"))("%s: a field its shape does not declare is refused as malformed", (type) => {
    const reading = readMessage(type, { ...(clientMessages[type].examples[0] as object), ringer: 1 });
    expect(reading).toEqual({ refusal: { code: "bad-message", message: expect.stringMatching(/^malformed message/) } });
  });
});

test("over the wire, every example reaches the table and none is refused for its shape; the answers are the server's declared messages", async () => {
  const host = quiet(await sdk(file.server).create(GAME, { name: "Host", private: true }));
  open.push(host);
  const fan = quiet(await sdk(file.server).joinById(host.roomId, { name: "Watcher", spectate: true }));
  open.push(fan);
  const errors: { code: string }[] = [];
  const keys: unknown[] = [];
  fan.onMessage("error", (error: { code: string }) => errors.push(error));
  fan.onMessage("seat-key", (key: unknown) => keys.push(key));
  await roundTrip(fan);
  const send = tableSender(() => fan) as unknown as Record<string, (message?: unknown) => void>;
  for (const { type, example } of examples) send[camel(type)](example);
  await roundTrip(fan);
  // The table took them: the watcher sat down as Alice (then stood up) and chatted.
  const state = await waitForState(host, (s: any) => s.chat.length === 1, "the chat line");
  expect(state.chat[0].toJSON()).toMatchObject({ name: "Alice", text: "hello" });
  expect(errors.length).toBeGreaterThan(0);
  expect(errors.filter((error) => error.code === "bad-message" || error.code === "unknown-message")).toEqual([]);
  for (const error of errors) expect(serverMessages.error.shape.safeParse(error)).toMatchObject({ success: true });
  expect(keys).toHaveLength(1);
  expect(serverMessages["seat-key"].shape.parse(keys[0])).toMatchObject({ table: host.roomId, seat: 1 });
  // The same room is told a malformed message: the errors above were read.
  fan.send("sit", { seat: "one" });
  await roundTrip(fan);
  expect(errors.at(-1)).toMatchObject({ code: "bad-message" });
});

test("the page sends table messages through its senders only", () => {
  const root = new URL("../../client/src/", import.meta.url);
  const files = (readdirSync(root, { recursive: true }) as string[]).filter((path) => path.endsWith(".ts") && !path.endsWith("net/table-messages.ts"));
  expect(files.length).toBeGreaterThan(50);
  const untyped = files.filter((path) => /\broom(\(\))?\s*\.\s*send\s*\(/.test(readFileSync(new URL(path, root), "utf8")));
  expect(untyped).toEqual([]);
});
