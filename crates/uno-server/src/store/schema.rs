//! The schema, described once: every table, column and index, and the
//! migrations that build them, in order. Each back-end renders the same
//! description in its own types ([`render`]); only what truly differs is
//! written per back-end:
//!
//! | type      | SQLite                 | PostgreSQL              |
//! |-----------|------------------------|-------------------------|
//! | [`Ty::Id`]    | `INTEGER PRIMARY KEY` (the rowid) | `BIGSERIAL PRIMARY KEY` |
//! | [`Ty::Int`]   | `INTEGER`          | `INTEGER`               |
//! | [`Ty::BigInt`]| `INTEGER`          | `BIGINT`                |
//! | [`Ty::Text`]  | `TEXT`             | `TEXT`                  |
//! | [`Ty::Bytes`] | `BLOB`             | `BYTEA`                 |
//! | [`Ty::Flag`]  | `INTEGER` (0/1)    | `BOOLEAN`               |
//!
//! A table keyed by several columns is `WITHOUT ROWID` on SQLite. The
//! rendered text is, column for column, the schema the server has always
//! made (tests compare it with the tables an older server created), so
//! existing databases keep migrating by version number: SQLite counts the
//! migrations applied in `PRAGMA user_version`, PostgreSQL in the
//! `uno_schema` table (store::sqlite, store::pg).

/// A column's type, in the back-end-neutral vocabulary above.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Ty {
    /// The table's own generated id (its only key).
    Id,
    /// A 32-bit integer.
    Int,
    /// A 64-bit integer (ids of other rows, milliseconds, scores).
    BigInt,
    Text,
    Bytes,
    /// A boolean.
    Flag,
}

#[derive(Clone, Copy, Debug)]
pub(crate) struct Column {
    pub name: &'static str,
    pub ty: Ty,
    /// NULL allowed (a key column says nothing: it is the key).
    pub null: bool,
    /// Anything after the type and NOT NULL: `UNIQUE`, `DEFAULT 1`,
    /// `PRIMARY KEY` (a single-column key), the same on both back-ends.
    pub extra: &'static str,
}

/// A single-column key (SQLite, unlike PostgreSQL, would take a NULL one;
/// the server never writes one).
const fn key(name: &'static str, ty: Ty) -> Column {
    Column {
        name,
        ty,
        null: true,
        extra: "PRIMARY KEY",
    }
}

const fn col(name: &'static str, ty: Ty) -> Column {
    Column {
        name,
        ty,
        null: false,
        extra: "",
    }
}

const fn null(name: &'static str, ty: Ty) -> Column {
    Column {
        name,
        ty,
        null: true,
        extra: "",
    }
}

const fn with(name: &'static str, ty: Ty, extra: &'static str) -> Column {
    Column {
        name,
        ty,
        null: false,
        extra,
    }
}

/// One step of a migration.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Step {
    Table {
        name: &'static str,
        columns: &'static [Column],
        /// A key over several columns (empty: the key is a column's).
        key: &'static [&'static str],
    },
    Index {
        name: &'static str,
        table: &'static str,
        columns: &'static [&'static str],
    },
}

use Ty::*;

/// Migration 1: guests, rooms, their members, games, their actions and
/// results.
const V1: &[Step] = &[
    Step::Table {
        name: "guests",
        columns: &[
            col("id", Id),
            with("token_hash", Bytes, "UNIQUE"),
            col("nickname", Text),
            col("created_ms", BigInt),
        ],
        key: &[],
    },
    Step::Table {
        name: "rooms",
        columns: &[
            key("code", Text),
            col("created_ms", BigInt),
            col("settings", Text),
            col("lobby", Text),
            with("open", Int, "DEFAULT 1"),
        ],
        key: &[],
    },
    Step::Table {
        name: "members",
        columns: &[
            col("room", Text),
            col("id", Int),
            col("guest_id", BigInt),
            col("nickname", Text),
            col("token_hash", Bytes),
            col("host", Flag),
            col("joined_ms", BigInt),
        ],
        key: &["room", "id"],
    },
    Step::Table {
        name: "games",
        columns: &[
            col("id", Id),
            col("room", Text),
            col("game_no", Int),
            col("rules", Text),
            col("players", Int),
            col("seats", Text),
            col("seed", Text),
            col("salt", Text),
            col("commitment", Text),
            col("started_ms", BigInt),
            null("finished_ms", BigInt),
            null("winners", Text),
            null("scores", Text),
            null("rounds", Int),
        ],
        key: &[],
    },
    Step::Index {
        name: "games_room",
        table: "games",
        columns: &["room", "game_no"],
    },
    Step::Index {
        name: "games_finished",
        table: "games",
        columns: &["finished_ms"],
    },
    Step::Table {
        name: "actions",
        columns: &[
            col("game", BigInt),
            col("idx", BigInt),
            col("seat", Int),
            col("action", Text),
            col("at_ms", BigInt),
        ],
        key: &["game", "idx"],
    },
    Step::Table {
        name: "results",
        columns: &[
            col("game", BigInt),
            col("seat", Int),
            null("guest_id", BigInt),
            null("bot", Text),
            col("nickname", Text),
            col("score", BigInt),
            col("winner", Flag),
        ],
        key: &["game", "seat"],
    },
    Step::Index {
        name: "results_guest",
        table: "results",
        columns: &["guest_id"],
    },
];

/// Migration 2: which instance drives which room, until when (ms since
/// the epoch, by the database's clock on PostgreSQL). SQLite has the table
/// for the same schema; one server owns a SQLite file, so it never needs a
/// lease.
const V2: &[Step] = &[
    Step::Table {
        name: "room_leases",
        columns: &[
            key("room", Text),
            col("owner", Text),
            col("addr", Text),
            col("expires_ms", BigInt),
        ],
        key: &[],
    },
    Step::Index {
        name: "room_leases_owner",
        table: "room_leases",
        columns: &["owner"],
    },
];

/// Migration (ratings): Glicko-2 ratings (crate::ratings). `ratings`
/// holds each rated identity's current rating, keyed by `player`: a
/// guest (`guest:ID`, `guest_id` set) or a built-in bot level
/// (`bot:LEVEL`, `bot` set). `rating_history` has one row per identity
/// per rated game, written in the transaction that writes the game's
/// results. Ratings, deviations and volatilities are fixed-point integers
/// (millionths; the volatility in billionths), so that both back-ends
/// store and order them exactly with the types they share.
const V_RATINGS: &[Step] = &[
    Step::Table {
        name: "ratings",
        columns: &[
            key("player", Text),
            null("guest_id", BigInt),
            null("bot", Text),
            col("rating_e6", BigInt),
            col("rd_e6", BigInt),
            col("volatility_e9", BigInt),
            col("games", BigInt),
            col("wins", BigInt),
            col("updated_ms", BigInt),
        ],
        key: &[],
    },
    Step::Index {
        name: "ratings_rating",
        table: "ratings",
        columns: &["rating_e6"],
    },
    Step::Index {
        name: "ratings_guest",
        table: "ratings",
        columns: &["guest_id"],
    },
    Step::Table {
        name: "rating_history",
        columns: &[
            col("player", Text),
            col("game", BigInt),
            col("place", Int),
            col("opponents", Int),
            col("rating_before_e6", BigInt),
            col("rd_before_e6", BigInt),
            col("rating_e6", BigInt),
            col("rd_e6", BigInt),
            col("volatility_e9", BigInt),
            col("at_ms", BigInt),
        ],
        key: &["player", "game"],
    },
    Step::Index {
        name: "rating_history_game",
        table: "rating_history",
        columns: &["game"],
    },
];

/// Migration `botnet` (issue 21, "any bot online"): which guests are bot
/// accounts (made by `POST /api/bots` for `uno bot`), shown with a bot
/// badge at the table and in the leaderboard (a guest is a bot account
/// when its id has a row in `bot_accounts`), when each last asked for
/// invitations (`seen_ms`: online), and the invitations hosts sent them.
const V_BOTNET: &[Step] = &[
    Step::Table {
        name: "bot_accounts",
        columns: &[
            key("guest_id", BigInt),
            col("created_ms", BigInt),
            null("seen_ms", BigInt),
        ],
        key: &[],
    },
    Step::Table {
        name: "bot_invites",
        columns: &[
            col("guest_id", BigInt),
            col("room", Text),
            col("created_ms", BigInt),
        ],
        key: &["guest_id", "room"],
    },
];

/// Migration (lobby): the public listing (store/listing.rs): one row per
/// public room, kept current by its room task, and each instance's count
/// of open connections.
const V_LOBBY: &[Step] = &[
    Step::Table {
        name: "lobby_tables",
        columns: &[
            key("code", Text),
            col("public", Flag),
            col("quick", Flag),
            col("preset", Text),
            col("summary", Text),
            col("seats", Int),
            col("taken", Int),
            col("host", Text),
            col("state", Text),
            col("online", Int),
            col("created_ms", BigInt),
            col("updated_ms", BigInt),
        ],
        key: &[],
    },
    Step::Index {
        name: "lobby_tables_quick",
        table: "lobby_tables",
        columns: &["quick", "preset", "state"],
    },
    Step::Table {
        name: "lobby_presence",
        columns: &[
            key("instance", Text),
            col("online", BigInt),
            col("updated_ms", BigInt),
        ],
        key: &[],
    },
];

/// Migration (daily): the daily deal (store/daily.rs, crate::daily): each
/// UTC day's secret and commitment, and one attempt per identity per day
/// with its result once its game is over (`won` 0/1).
const V_DAILY: &[Step] = &[
    Step::Table {
        name: "daily_days",
        columns: &[
            key("day", Text),
            col("seed", Text),
            col("salt", Text),
            col("commitment", Text),
            col("created_ms", BigInt),
        ],
        key: &[],
    },
    Step::Table {
        name: "daily_attempts",
        columns: &[
            col("day", Text),
            col("guest_id", BigInt),
            col("nickname", Text),
            col("bot_account", Flag),
            col("room", Text),
            null("game", BigInt),
            col("started_ms", BigInt),
            null("finished_ms", BigInt),
            null("won", Int),
            null("turns", Int),
            null("points", BigInt),
        ],
        key: &["day", "guest_id"],
    },
    Step::Index {
        name: "daily_attempts_room",
        table: "daily_attempts",
        columns: &["room"],
    },
];

/// Migration (accounts, issue 32 §2; crate::accounts, store/accounts.rs):
/// a guest that saved itself with a passkey is an account (`accounts`: its
/// WebAuthn user handle), its passkeys, its signed-in browsers
/// (`account_sessions`: the cookie's token and the browser's player token,
/// both only as sha256), its one-use codes (recovery and transfer, only as
/// sha256) and the WebAuthn ceremonies in progress (the state between a
/// ceremony's two requests, kept here so that any instance can finish it).
const V_ACCOUNTS: &[Step] = &[
    Step::Table {
        name: "accounts",
        columns: &[
            key("guest_id", BigInt),
            with("user_uuid", Text, "UNIQUE"),
            col("created_ms", BigInt),
        ],
        key: &[],
    },
    Step::Table {
        name: "account_passkeys",
        columns: &[
            key("cred_id", Text),
            col("guest_id", BigInt),
            col("passkey", Text),
            col("created_ms", BigInt),
        ],
        key: &[],
    },
    Step::Index {
        name: "account_passkeys_guest",
        table: "account_passkeys",
        columns: &["guest_id"],
    },
    Step::Table {
        name: "account_sessions",
        columns: &[
            key("token_hash", Bytes),
            col("guest_id", BigInt),
            with("player_hash", Bytes, "UNIQUE"),
            col("created_ms", BigInt),
            col("expires_ms", BigInt),
        ],
        key: &[],
    },
    Step::Index {
        name: "account_sessions_guest",
        table: "account_sessions",
        columns: &["guest_id"],
    },
    Step::Table {
        name: "account_codes",
        columns: &[
            key("code_hash", Bytes),
            col("guest_id", BigInt),
            col("kind", Text),
            col("created_ms", BigInt),
            null("expires_ms", BigInt),
        ],
        key: &[],
    },
    Step::Index {
        name: "account_codes_guest",
        table: "account_codes",
        columns: &["guest_id"],
    },
    Step::Table {
        name: "account_ceremonies",
        columns: &[
            key("id", Text),
            col("kind", Text),
            null("guest_id", BigInt),
            col("state", Text),
            col("expires_ms", BigInt),
        ],
        key: &[],
    },
];

/// The migrations, in order; a database records how many it has applied.
const fn c(name: &'static str, ty: Ty, null: bool, extra: &'static str) -> Column {
    Column {
        name,
        ty,
        null,
        extra,
    }
}

/// Migration `analysis`: one row per (game, seat) asked for. `state` is
/// `queued`, `running`, `done` or `failed`; `done`/`total` the decisions
/// rated so far; `worker` and `lease_ms` the claim (the instance's name
/// and when the claim lapses); `result` the JSON of `uno analyse --json
/// --seat N` once done.
pub(crate) const V_ANALYSIS: &[Step] = &[
    Step::Table {
        name: "analysis_jobs",
        columns: &[
            c("id", Id, false, ""),
            c("job_key", Text, false, "UNIQUE"),
            c("game", BigInt, false, ""),
            c("seat", Int, false, ""),
            c("guest_id", BigInt, false, ""),
            c("state", Text, false, ""),
            c("done", Int, false, "DEFAULT 0"),
            c("total", Int, false, "DEFAULT 0"),
            c("worker", Text, true, ""),
            c("lease_ms", BigInt, true, ""),
            c("attempts", Int, false, "DEFAULT 0"),
            c("created_ms", BigInt, false, ""),
            c("updated_ms", BigInt, false, ""),
            c("result", Text, true, ""),
            c("error", Text, true, ""),
        ],
        key: &[],
    },
    Step::Index {
        name: "analysis_jobs_state",
        table: "analysis_jobs",
        columns: &["state", "id"],
    },
    Step::Index {
        name: "analysis_jobs_guest",
        table: "analysis_jobs",
        columns: &["guest_id", "state"],
    },
];

pub(crate) const MIGRATIONS: &[&[Step]] = &[
    V1, V2, V_RATINGS, V_BOTNET, V_LOBBY, V_DAILY, V_ACCOUNTS, V_ANALYSIS,
];

/// The two back-ends' SQL dialects.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Dialect {
    Sqlite,
    Postgres,
}

impl Ty {
    fn sql(self, d: Dialect) -> &'static str {
        match (self, d) {
            (Id, Dialect::Sqlite) => "INTEGER PRIMARY KEY",
            (Id, Dialect::Postgres) => "BIGSERIAL PRIMARY KEY",
            (Int, _) => "INTEGER",
            (BigInt, Dialect::Sqlite) => "INTEGER",
            (BigInt, Dialect::Postgres) => "BIGINT",
            (Text, _) => "TEXT",
            (Bytes, Dialect::Sqlite) => "BLOB",
            (Bytes, Dialect::Postgres) => "BYTEA",
            (Flag, Dialect::Sqlite) => "INTEGER",
            (Flag, Dialect::Postgres) => "BOOLEAN",
        }
    }
}

/// A migration's SQL for one back-end (statements separated by `;`).
pub(crate) fn render(d: Dialect, steps: &[Step]) -> String {
    let mut out = String::new();
    for s in steps {
        match s {
            Step::Table { name, columns, key } => {
                let mut lines: Vec<String> = columns
                    .iter()
                    .map(|c| {
                        let mut l = format!("    {} {}", c.name, c.ty.sql(d));
                        // The generated id is NOT NULL by being the key.
                        if !c.null && c.ty != Id {
                            l.push_str(" NOT NULL");
                        }
                        if !c.extra.is_empty() {
                            l.push(' ');
                            l.push_str(c.extra);
                        }
                        l
                    })
                    .collect();
                if !key.is_empty() {
                    lines.push(format!("    PRIMARY KEY ({})", key.join(", ")));
                }
                out.push_str(&format!("CREATE TABLE {name} (\n{}\n)", lines.join(",\n")));
                if !key.is_empty() && d == Dialect::Sqlite {
                    out.push_str(" WITHOUT ROWID");
                }
                out.push_str(";\n");
            }
            Step::Index {
                name,
                table,
                columns,
            } => out.push_str(&format!(
                "CREATE INDEX {name} ON {table} ({});\n",
                columns.join(", ")
            )),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Whitespace-insensitive SQL text.
    fn words(s: &str) -> String {
        s.split_whitespace().collect::<Vec<_>>().join(" ")
    }

    #[test]
    fn renders_the_schema_the_server_always_made() {
        // The first migration as the server wrote it by hand for each
        // back-end before the schema was described once.
        let sqlite = render(Dialect::Sqlite, V1);
        assert!(words(&sqlite).contains(
            "CREATE TABLE members ( room TEXT NOT NULL, id INTEGER NOT NULL, guest_id INTEGER NOT NULL, \
             nickname TEXT NOT NULL, token_hash BLOB NOT NULL, host INTEGER NOT NULL, \
             joined_ms INTEGER NOT NULL, PRIMARY KEY (room, id) ) WITHOUT ROWID;"
        ), "{sqlite}");
        assert!(words(&sqlite).contains(
            "CREATE TABLE guests ( id INTEGER PRIMARY KEY, token_hash BLOB NOT NULL UNIQUE, \
             nickname TEXT NOT NULL, created_ms INTEGER NOT NULL );"
        ));
        let pg = render(Dialect::Postgres, V1);
        assert!(words(&pg).contains(
            "CREATE TABLE results ( game BIGINT NOT NULL, seat INTEGER NOT NULL, guest_id BIGINT, \
             bot TEXT, nickname TEXT NOT NULL, score BIGINT NOT NULL, winner BOOLEAN NOT NULL, \
             PRIMARY KEY (game, seat) );"
        ), "{pg}");
        assert!(words(&pg).contains(
            "CREATE TABLE rooms ( code TEXT PRIMARY KEY, created_ms BIGINT NOT NULL, \
             settings TEXT NOT NULL, lobby TEXT NOT NULL, open INTEGER NOT NULL DEFAULT 1 );"
        ));
        assert!(words(&pg).contains("CREATE INDEX games_room ON games (room, game_no);"));
        assert!(!pg.contains("WITHOUT ROWID"));
    }

    #[test]
    fn renders_the_ratings_tables() {
        let sqlite = words(&render(Dialect::Sqlite, V_RATINGS));
        assert!(
            sqlite.contains(
                "CREATE TABLE ratings ( player TEXT PRIMARY KEY, guest_id INTEGER, bot TEXT, \
             rating_e6 INTEGER NOT NULL, rd_e6 INTEGER NOT NULL, volatility_e9 INTEGER NOT NULL, \
             games INTEGER NOT NULL, wins INTEGER NOT NULL, updated_ms INTEGER NOT NULL );"
            ),
            "{sqlite}"
        );
        assert!(
            sqlite.contains("PRIMARY KEY (player, game) ) WITHOUT ROWID;"),
            "{sqlite}"
        );
        let pg = words(&render(Dialect::Postgres, V_RATINGS));
        assert!(
            pg.contains(
                "CREATE TABLE rating_history ( player TEXT NOT NULL, game BIGINT NOT NULL, \
             place INTEGER NOT NULL, opponents INTEGER NOT NULL, rating_before_e6 BIGINT NOT NULL, \
             rd_before_e6 BIGINT NOT NULL, rating_e6 BIGINT NOT NULL, rd_e6 BIGINT NOT NULL, \
             volatility_e9 BIGINT NOT NULL, at_ms BIGINT NOT NULL, PRIMARY KEY (player, game) );"
            ),
            "{pg}"
        );
        assert!(pg.contains("CREATE INDEX ratings_rating ON ratings (rating_e6);"));
        assert!(MIGRATIONS.iter().any(|m| std::ptr::eq(*m, V_RATINGS)));
    }

    #[test]
    fn bot_accounts_table_renders_on_both_back_ends() {
        assert_eq!(
            words(&render(Dialect::Sqlite, V_BOTNET)),
            "CREATE TABLE bot_accounts ( guest_id INTEGER PRIMARY KEY, \
             created_ms INTEGER NOT NULL, seen_ms INTEGER ); \
             CREATE TABLE bot_invites ( guest_id INTEGER NOT NULL, room TEXT NOT NULL, \
             created_ms INTEGER NOT NULL, PRIMARY KEY (guest_id, room) ) WITHOUT ROWID;"
        );
        assert_eq!(
            words(&render(Dialect::Postgres, V_BOTNET)),
            "CREATE TABLE bot_accounts ( guest_id BIGINT PRIMARY KEY, \
             created_ms BIGINT NOT NULL, seen_ms BIGINT ); \
             CREATE TABLE bot_invites ( guest_id BIGINT NOT NULL, room TEXT NOT NULL, \
             created_ms BIGINT NOT NULL, PRIMARY KEY (guest_id, room) );"
        );
        assert!(MIGRATIONS.iter().any(|m| std::ptr::eq(*m, V_BOTNET)));
    }

    #[test]
    fn renders_the_lobby_tables() {
        let pg = words(&render(Dialect::Postgres, V_LOBBY));
        assert!(
            pg.contains(
                "CREATE TABLE lobby_tables ( code TEXT PRIMARY KEY, public BOOLEAN NOT NULL, \
             quick BOOLEAN NOT NULL, preset TEXT NOT NULL, summary TEXT NOT NULL, \
             seats INTEGER NOT NULL, taken INTEGER NOT NULL, host TEXT NOT NULL, \
             state TEXT NOT NULL, online INTEGER NOT NULL, created_ms BIGINT NOT NULL, \
             updated_ms BIGINT NOT NULL );"
            ),
            "{pg}"
        );
        assert!(
            pg.contains("CREATE INDEX lobby_tables_quick ON lobby_tables (quick, preset, state);")
        );
        let sqlite = words(&render(Dialect::Sqlite, V_LOBBY));
        assert!(sqlite.contains(
            "CREATE TABLE lobby_presence ( instance TEXT PRIMARY KEY, online INTEGER NOT NULL, \
             updated_ms INTEGER NOT NULL );"
        ), "{sqlite}");
        assert!(MIGRATIONS.iter().any(|m| std::ptr::eq(*m, V_LOBBY)));
    }
}
