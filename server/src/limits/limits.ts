/**
 * Every limit a client can run into, in one place: docs/protocol.md ("Limits") lists them
 * with their error codes. Numbers are chosen so that a person at a table never meets them and
 * one hostile connection or address cannot cost the others more than a small, fixed share.
 */
const values = {
  /** A message (WebSocket frame) above this is answered `too-large` and dropped. */
  messageBytes: 8 * 1024,
  /** Hard cap on a frame: above it the transport closes the socket (code 1009). */
  frameBytes: 64 * 1024,
  /** Messages a client may send per second; more are answered `rate-limited` once, then dropped. */
  messagesPerSecond: 20,
  /** Frames of any kind (messages, pings, control frames) per second before a socket is put out. */
  floodFramesPerSecond: 100,
  /** What the server may hold unsent for one socket; past it the socket is cut off. */
  sendBufferBytes: 1024 * 1024,
  /** A socket must finish its join handshake within this, or it is closed. */
  handshakeMs: 5_000,
  /** Each socket is pinged once per this; after `heartbeatRetries` pings without a pong it is
   *  cut off, as a drop: a phone that vanished without closing is noticed within 10–15 s. */
  heartbeatMs: 5_000,
  heartbeatRetries: 2,

  /** A seat reservation (HTTP matchmaking) expires unless its socket connects within this. */
  reservationSeconds: 8,
  /** Unconnected reservations at once, per address. A table has no such budget: only
   *  connected members fill its places, so strangers' reservations never lock it. */
  reservationsPerAddress: 6,
  /** Unconnected reservations with a valid seat key, per seat (those skip the address's budget). */
  reservationsPerSeatKey: 2,

  /** New tables per address: a burst, then a steady refill. */
  tablesBurst: 8,
  tablesPerMinute: 4,

  /** Sleeping tables woken per address by joins without a valid seat key (a spectator, a
   *  newcomer, a wrong key): a burst, then a steady refill. A join to a table awake costs none. */
  wakesBurst: 4,
  wakesPerMinute: 2,
  /** The same for joins whose seat key opens a seat of the table they wake: a budget of its own,
   *  so strangers behind the same address cannot keep a player out of their own tables. */
  seatWakesBurst: 20,
  seatWakesPerMinute: 10,

  /** Open connections per address (TCP; behind a trusted proxy, WebSockets per client address). */
  connectionsPerAddress: 128,

  /** A lobby client's changed `filter` is answered at most once per this (the last one asked). */
  lobbyFilterMs: 1_000,

  /** Push subscriptions a seat keeps (its devices): a new one past it replaces the oldest. */
  pushPerSeat: 5,
  /** Push subscriptions kept per address, all tables together: past it a new one is refused. */
  pushPerAddress: 40,

  /** Passkey ceremonies started (register, sign in, add a device) per address: a burst, then a steady refill. */
  ceremoniesBurst: 10,
  ceremoniesPerMinute: 6,
  /** Failed tries per address (a passkey or challenge refused, a wrong device link, a key that opens no seat
   *  in a claim): a burst, then a steady refill; with none left the address's account requests are refused unread. */
  failuresBurst: 6,
  failuresPerMinute: 2,
  /** Sign-ins per player (whatever the address): a burst, then a steady refill. */
  signInsBurst: 10,
  signInsPerMinute: 4,
  /** "Add a device" links a player asks for: a burst, then a steady refill, and at most this many open at once. */
  deviceLinksBurst: 3,
  deviceLinksPerHour: 6,
  deviceLinksOpen: 3,
  /** Passkeys a player keeps, and devices signed in at once (past it the least recently used is signed out). */
  passkeysPerPlayer: 10,
  sessionsPerPlayer: 20,
  /** Seat keys one sign-in or claim may carry. */
  claimsPerRequest: 40,

  /** Circles made, invite links made, circles joined: per address and per player alike, a burst, then a steady refill. */
  circlesBurst: 3,
  circlesPerHour: 10,
  invitesBurst: 5,
  invitesPerHour: 20,
  circleJoinsBurst: 5,
  circleJoinsPerHour: 20,
  /** New tables for a circle per player (per address, the new tables' budget counts them too). */
  circleTablesBurst: 6,
  circleTablesPerHour: 30,
  /** Circles a player is in; members of a circle; its open invite links. */
  circlesPerPlayer: 20,
  membersPerCircle: 50,
  invitesOpen: 10,
  /** A player's devices for push (past it, the oldest is forgotten). */
  devicesPerPlayer: 10,

  /** Request bodies above this are refused before they are read (HTTP 413). */
  httpBodyBytes: 4 * 1024,
  /** A request must arrive whole within this (headers and body). */
  httpRequestMs: 10_000,
};

export type Limits = typeof values;
export const defaultLimits: Readonly<Limits> = Object.freeze({ ...values });

/** The limits in force: the defaults, with a server's own settings (createTableServer) over them. */
export const limits: Limits = { ...defaultLimits };
