/**
 * Every statement the table store runs, written once for both backends in what SQLite and
 * Postgres share: `INSERT … ON CONFLICT … DO UPDATE`, `RETURNING`, partial indexes, BIGINT
 * epoch-ms times, JSON kept as TEXT (the store parses it; neither database looks inside) and
 * booleans as 0/1. Placeholders are Postgres's `$1, $2…`; the SQLite driver rewrites them to
 * `?1, ?2…`, which SQLite binds by the same numbers.
 */

export interface Migration {
  version: number;
  statements: string[];
}

/** Applied in order, each once, in a transaction with the row that records it. Never edit one
 * that has shipped: add the next. */
export const MIGRATIONS: Migration[] = [
  {
    version: 1,
    statements: [
      // seats: [{ name, keyHash }] by seat; chat: the last lines. owner: the process that
      // serves the table (see processes); it stays on a closed table as history.
      `CREATE TABLE tables (
        id TEXT NOT NULL PRIMARY KEY,
        game TEXT NOT NULL,
        seat_count INTEGER NOT NULL,
        options TEXT NOT NULL,
        private INTEGER NOT NULL,
        host TEXT NOT NULL,
        phase TEXT NOT NULL,
        seats TEXT NOT NULL,
        chat TEXT NOT NULL,
        owner TEXT,
        created_at BIGINT NOT NULL,
        updated_at BIGINT NOT NULL,
        closed_at BIGINT
      )`,
      // The open tables, oldest first (a restart lists them), the idle ones (closeIdle) and a
      // process's own (claimTables): all three only ever ask about open tables.
      `CREATE INDEX tables_open ON tables (created_at, id) WHERE closed_at IS NULL`,
      `CREATE INDEX tables_idle ON tables (updated_at) WHERE closed_at IS NULL`,
      `CREATE INDEX tables_owner ON tables (owner) WHERE closed_at IS NULL`,
      `CREATE TABLE games (
        table_id TEXT NOT NULL REFERENCES tables (id),
        game_no INTEGER NOT NULL,
        seed TEXT NOT NULL,
        players TEXT NOT NULL,
        started_at BIGINT NOT NULL,
        finished_at BIGINT,
        outcome TEXT,
        PRIMARY KEY (table_id, game_no)
      )`,
      // The primary key is what refuses a second action with the same index.
      `CREATE TABLE actions (
        table_id TEXT NOT NULL,
        game_no INTEGER NOT NULL,
        idx INTEGER NOT NULL,
        seat INTEGER NOT NULL,
        action TEXT NOT NULL,
        digest TEXT NOT NULL,
        at BIGINT NOT NULL,
        PRIMARY KEY (table_id, game_no, idx),
        FOREIGN KEY (table_id, game_no) REFERENCES games (table_id, game_no)
      )`,
      // One row per process that serves tables: its lease runs until lease_until.
      `CREATE TABLE processes (
        owner TEXT NOT NULL PRIMARY KEY,
        lease_until BIGINT NOT NULL
      )`,
    ],
  },
  {
    version: 2,
    statements: [
      // The turn clock (seconds per decision, 0: none) and the level of the bot that takes over
      // an away player's seat. The seats' bots and clocks live in the seats JSON.
      `ALTER TABLE tables ADD COLUMN clock INTEGER NOT NULL DEFAULT 0`,
      `ALTER TABLE tables ADD COLUMN takeover TEXT NOT NULL DEFAULT 'easy'`,
    ],
  },
  {
    version: 3,
    statements: [
      // Turn-based tables: the pace, the away rule, the seats the game awaits (what a link's
      // page and My tables show of a table asleep), and sleep. A table asleep has no process:
      // its row is the table; `wake_at` is its next clock deadline, which wakes it.
      `ALTER TABLE tables ADD COLUMN pace TEXT NOT NULL DEFAULT 'live'`,
      `ALTER TABLE tables ADD COLUMN away_after INTEGER NOT NULL DEFAULT 3`,
      `ALTER TABLE tables ADD COLUMN turn TEXT NOT NULL DEFAULT '[]'`,
      `ALTER TABLE tables ADD COLUMN asleep INTEGER NOT NULL DEFAULT 0`,
      `ALTER TABLE tables ADD COLUMN wake_at BIGINT`,
      `CREATE INDEX tables_wake ON tables (wake_at) WHERE closed_at IS NULL AND asleep = 1`,
    ],
  },
  {
    version: 4,
    statements: [
      // Web Push (../push/): the server's VAPID key pair, made once by whichever process starts
      // first, and each seat's subscriptions. address: the budget key of who subscribed.
      `CREATE TABLE push_keys (
        name TEXT NOT NULL PRIMARY KEY,
        public_key TEXT NOT NULL,
        private_key TEXT NOT NULL,
        created_at BIGINT NOT NULL
      )`,
      `CREATE TABLE push_subscriptions (
        table_id TEXT NOT NULL,
        seat INTEGER NOT NULL,
        endpoint TEXT NOT NULL,
        p256dh TEXT NOT NULL,
        auth TEXT NOT NULL,
        address TEXT NOT NULL,
        created_at BIGINT NOT NULL,
        PRIMARY KEY (table_id, seat, endpoint)
      )`,
      `CREATE INDEX push_subscriptions_address ON push_subscriptions (address)`,
      `CREATE INDEX push_subscriptions_endpoint ON push_subscriptions (endpoint)`,
    ],
  },
  {
    version: 5,
    statements: [
      // Players (../players/): a name and passkeys, never an e-mail or a password. id: 128
      // random bits, also the passkeys' user handle.
      `CREATE TABLE players (
        id TEXT NOT NULL PRIMARY KEY,
        name TEXT NOT NULL,
        created_at BIGINT NOT NULL,
        last_used_at BIGINT NOT NULL
      )`,
      // A passkey: its id and COSE public key (base64url), the signature counter it last
      // showed, its transports (JSON) and whether it is synced (backed_up).
      `CREATE TABLE player_credentials (
        id TEXT NOT NULL PRIMARY KEY,
        player_id TEXT NOT NULL REFERENCES players (id),
        public_key TEXT NOT NULL,
        counter BIGINT NOT NULL,
        transports TEXT NOT NULL,
        backed_up INTEGER NOT NULL,
        created_at BIGINT NOT NULL,
        last_used_at BIGINT NOT NULL
      )`,
      `CREATE INDEX player_credentials_player ON player_credentials (player_id)`,
      // A signed-in device: the SHA-256 of its cookie's token (never the token), and a handle
      // the player names it by when signing it out.
      `CREATE TABLE player_sessions (
        token_hash TEXT NOT NULL PRIMARY KEY,
        handle TEXT NOT NULL,
        player_id TEXT NOT NULL REFERENCES players (id),
        created_at BIGINT NOT NULL,
        last_used_at BIGINT NOT NULL,
        expires_at BIGINT NOT NULL
      )`,
      `CREATE INDEX player_sessions_player ON player_sessions (player_id)`,
      // A ceremony under way, keyed by the SHA-256 of its cookie: used once, within minutes.
      // player_id and name: the player being made (register) or added to (device).
      `CREATE TABLE player_challenges (
        token_hash TEXT NOT NULL PRIMARY KEY,
        purpose TEXT NOT NULL,
        challenge TEXT NOT NULL,
        player_id TEXT,
        name TEXT,
        link_hash TEXT,
        expires_at BIGINT NOT NULL
      )`,
      `CREATE INDEX player_challenges_expiry ON player_challenges (expires_at)`,
      // "Add a device": a one-time link's token, hashed.
      `CREATE TABLE device_links (
        token_hash TEXT NOT NULL PRIMARY KEY,
        player_id TEXT NOT NULL REFERENCES players (id),
        created_at BIGINT NOT NULL,
        expires_at BIGINT NOT NULL
      )`,
      `CREATE INDEX device_links_player ON device_links (player_id)`,
      // A seat that is a player's: the seat whose key hash this is, at that table. Seats move
      // with their key hashes before a start, so the hash finds the seat; a seat given a new
      // key (a newcomer) is no longer this player's. One player per seat key.
      `CREATE TABLE player_seats (
        table_id TEXT NOT NULL,
        key_hash TEXT NOT NULL,
        player_id TEXT NOT NULL REFERENCES players (id),
        seat INTEGER NOT NULL,
        claimed_at BIGINT NOT NULL,
        PRIMARY KEY (table_id, key_hash)
      )`,
      `CREATE INDEX player_seats_player ON player_seats (player_id, table_id)`,
    ],
  },
  {
    version: 6,
    statements: [
      // Circles of friends (../circles/): a name, its creator, its members. A member is named
      // to the others by a handle of its own (never their player id). id: 96 random bits.
      `CREATE TABLE circles (
        id TEXT NOT NULL PRIMARY KEY,
        name TEXT NOT NULL,
        creator_id TEXT NOT NULL REFERENCES players (id),
        created_at BIGINT NOT NULL
      )`,
      `CREATE TABLE circle_members (
        circle_id TEXT NOT NULL REFERENCES circles (id),
        player_id TEXT NOT NULL REFERENCES players (id),
        handle TEXT NOT NULL,
        joined_at BIGINT NOT NULL,
        PRIMARY KEY (circle_id, player_id)
      )`,
      `CREATE INDEX circle_members_player ON circle_members (player_id)`,
      // An invite link: the SHA-256 of its 128-bit token, a handle to revoke it by; expires_at
      // null: until revoked.
      `CREATE TABLE circle_invites (
        token_hash TEXT NOT NULL PRIMARY KEY,
        handle TEXT NOT NULL,
        circle_id TEXT NOT NULL REFERENCES circles (id),
        made_by TEXT NOT NULL,
        created_at BIGINT NOT NULL,
        expires_at BIGINT
      )`,
      `CREATE INDEX circle_invites_circle ON circle_invites (circle_id)`,
      // The circle's tables, and each of their games once finished: the seats as the game
      // ended (their key hashes say whose they were, through player_seats) and the outcome,
      // written with the game's last action. Standings are worked out from these rows alone.
      `CREATE TABLE circle_tables (
        table_id TEXT NOT NULL PRIMARY KEY,
        circle_id TEXT NOT NULL REFERENCES circles (id),
        created_at BIGINT NOT NULL
      )`,
      `CREATE INDEX circle_tables_circle ON circle_tables (circle_id, created_at)`,
      `CREATE TABLE circle_games (
        circle_id TEXT NOT NULL,
        table_id TEXT NOT NULL,
        game_no INTEGER NOT NULL,
        game TEXT NOT NULL,
        seats TEXT NOT NULL,
        outcome TEXT NOT NULL,
        finished_at BIGINT NOT NULL,
        PRIMARY KEY (table_id, game_no)
      )`,
      `CREATE INDEX circle_games_circle ON circle_games (circle_id, finished_at)`,
      // Push to the person (../push/): a player's devices, whatever seats they hold, each
      // muted or not; their quiet hours (JSON, null: none); and the calls quiet hours hold,
      // the latest per table and seat, until they end.
      `CREATE TABLE player_push (
        player_id TEXT NOT NULL REFERENCES players (id),
        endpoint TEXT NOT NULL,
        handle TEXT NOT NULL,
        p256dh TEXT NOT NULL,
        auth TEXT NOT NULL,
        address TEXT NOT NULL,
        muted INTEGER NOT NULL,
        created_at BIGINT NOT NULL,
        PRIMARY KEY (player_id, endpoint)
      )`,
      `CREATE INDEX player_push_endpoint ON player_push (endpoint)`,
      `ALTER TABLE players ADD COLUMN quiet TEXT`,
      `CREATE TABLE push_held (
        player_id TEXT NOT NULL,
        table_id TEXT NOT NULL,
        seat INTEGER NOT NULL,
        call TEXT NOT NULL,
        at BIGINT NOT NULL,
        PRIMARY KEY (player_id, table_id, seat)
      )`,
    ],
  },
];

export const SCHEMA = {
  create: `CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER NOT NULL PRIMARY KEY, applied_at BIGINT NOT NULL)`,
  versions: `SELECT version FROM schema_migrations ORDER BY version`,
  applied: `INSERT INTO schema_migrations (version, applied_at) VALUES ($1, $2)`,
};

/** A write moves the table's updated_at forward, never back: closeIdle reads it. */
const touch = `UPDATE tables SET updated_at = CASE WHEN updated_at < $2 THEN $2 ELSE updated_at END WHERE id = $1`;

export const SQL = {
  // A new table belongs to the process that saves it; later saves leave owner and created_at.
  saveTable: `INSERT INTO tables (id, game, seat_count, options, private, host, phase, seats, chat, owner, created_at, updated_at, clock, takeover, pace, away_after, turn)
    VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)
    ON CONFLICT (id) DO UPDATE SET game = excluded.game, seat_count = excluded.seat_count,
      options = excluded.options, private = excluded.private, host = excluded.host,
      phase = excluded.phase, seats = excluded.seats, chat = excluded.chat,
      clock = excluded.clock, takeover = excluded.takeover, pace = excluded.pace,
      away_after = excluded.away_after, turn = excluded.turn,
      updated_at = CASE WHEN tables.updated_at < excluded.updated_at THEN excluded.updated_at ELSE tables.updated_at END`,
  touch,
  startGame: `INSERT INTO games (table_id, game_no, seed, players, started_at) VALUES ($1, $2, $3, $4, $5)`,
  appendAction: `INSERT INTO actions (table_id, game_no, idx, seat, action, digest, at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
  finishGame: `UPDATE games SET outcome = $3, finished_at = $4 WHERE table_id = $1 AND game_no = $2 RETURNING game_no`,
  // Closing twice keeps the first time.
  closeTable: `UPDATE tables SET closed_at = COALESCE(closed_at, $2) WHERE id = $1 RETURNING id`,
  openTableIds: `SELECT id FROM tables WHERE closed_at IS NULL ORDER BY created_at, id`,
  table: `SELECT * FROM tables WHERE id = $1`,
  games: `SELECT * FROM games WHERE table_id = $1 ORDER BY game_no`,
  actions: `SELECT game_no, seat, action, digest, at FROM actions WHERE table_id = $1 ORDER BY game_no, idx`,
  // A table asleep is nobody's: any process may close it.
  closeIdle: `UPDATE tables SET closed_at = $2 WHERE closed_at IS NULL AND updated_at < $1 AND (owner = $3 OR asleep = 1) RETURNING id, created_at`,
  lease: `INSERT INTO processes (owner, lease_until) VALUES ($1, $2)
    ON CONFLICT (owner) DO UPDATE SET lease_until = excluded.lease_until`,
  // An owner without a processes row holds no lease (it released, or never claimed).
  claim: `UPDATE tables SET owner = $1
    WHERE closed_at IS NULL AND asleep = 0 AND (owner IS NULL OR (owner <> $1 AND NOT EXISTS (
      SELECT 1 FROM processes WHERE processes.owner = tables.owner AND processes.lease_until >= $2)))`,
  // The embedded store has one process, whatever its name: an owner's name changes with its
  // port or host (a recreated container), and its tables must not wait out a lease.
  claimAll: `UPDATE tables SET owner = $1 WHERE closed_at IS NULL AND asleep = 0 AND (owner IS NULL OR owner <> $1)`,
  // A table goes to sleep from the process that owns it, and wakes on exactly one: the first
  // to turn `asleep` off owns it.
  sleep: `UPDATE tables SET asleep = 1, wake_at = $2, owner = NULL WHERE id = $1 AND owner = $3 AND closed_at IS NULL RETURNING id`,
  wake: `UPDATE tables SET asleep = 0, wake_at = NULL, owner = $2 WHERE id = $1 AND asleep = 1 AND closed_at IS NULL RETURNING id`,
  due: `SELECT id FROM tables WHERE closed_at IS NULL AND asleep = 1 AND wake_at <= $1 ORDER BY wake_at LIMIT $2`,
  // The store's health probe: a write that changes nothing (a lease of 0 is no lease).
  probe: `INSERT INTO processes (owner, lease_until) VALUES ($1, 0)
    ON CONFLICT (owner) DO UPDATE SET lease_until = processes.lease_until`,
  owned: `SELECT id FROM tables WHERE owner = $1 AND closed_at IS NULL AND asleep = 0 ORDER BY created_at, id`,
  disown: `UPDATE tables SET owner = NULL WHERE owner = $1 AND closed_at IS NULL`,
  unlease: `DELETE FROM processes WHERE owner = $1`,
  // A process known dead: its lease ends now, so the next claim takes its tables.
  endLease: `UPDATE processes SET lease_until = 0 WHERE owner = $1`,
};
