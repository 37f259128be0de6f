//! Databases made before the schema was described once (store/schema.rs)
//! open with everything in them: the tables as the server used to create
//! them (tests/fixtures/*.sql, copied from the hand-written migrations),
//! at schema version 1 (migration 2 still to apply) and 2 (current), filled
//! with rows the way that server wrote them, then opened by this one. The
//! rows read back whole, new writes land next to them, and a database this
//! server creates has the same tables, columns and indexes.
//! PostgreSQL runs with `UNO_TEST_PG_URL` (scripts/test sets it).

mod common;

use std::collections::BTreeSet;
use std::time::Duration;

use uno_core::Action;
use uno_core::Seat;
use uno_server::ids::{GameId, GuestId, RoomCode};
use uno_server::store::{HistoryQuery, Instance, Write};
use uno_server::{Db, Store};

const V1_SQLITE: &str = include_str!("fixtures/schema_v1.sqlite.sql");
const V1_POSTGRES: &str = include_str!("fixtures/schema_v1.postgres.sql");
const V2: &str = include_str!("fixtures/schema_v2.sql");

const SEED: &str = "18446744073709551615";

/// Column by column: name, type affinity, NOT NULL, default, key position;
/// per table whether it is WITHOUT ROWID; the indexes and their columns.
fn sqlite_schema(c: &rusqlite::Connection) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let objects: Vec<(String, String, String)> = c
        .prepare("SELECT type, name, COALESCE(sql, '') FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'")
        .unwrap()
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    for (ty, name, sql) in objects {
        if ty == "table" {
            out.insert(format!(
                "{name} without_rowid={}",
                sql.contains("WITHOUT ROWID")
            ));
            let mut st = c.prepare(&format!("PRAGMA table_info({name})")).unwrap();
            let cols = st
                .query_map([], |r| {
                    let t: String = r.get(2)?;
                    // SQLite's affinity rules: any type naming INT is INTEGER.
                    let affinity = if t.contains("INT") { "INTEGER" } else { &t }.to_string();
                    Ok(format!(
                        "{name}.{} {affinity} notnull={} default={:?} pk={}",
                        r.get::<_, String>(1)?,
                        r.get::<_, bool>(3)?,
                        r.get::<_, Option<String>>(4)?,
                        r.get::<_, i64>(5)?
                    ))
                })
                .unwrap()
                .collect::<Result<Vec<_>, _>>()
                .unwrap();
            out.extend(cols);
        } else if ty == "index" {
            let mut st = c.prepare(&format!("PRAGMA index_info({name})")).unwrap();
            let cols: Vec<String> = st
                .query_map([], |r| r.get::<_, String>(2))
                .unwrap()
                .collect::<Result<_, _>>()
                .unwrap();
            out.insert(format!("index {name} ({})", cols.join(", ")));
        }
    }
    out
}

/// Rows as the earlier server wrote them: two guests, a room with its
/// host, a finished game with results, and a game in progress with two
/// actions.
fn fill_sqlite(c: &rusqlite::Connection) {
    c.execute_batch(&format!(
        r#"
INSERT INTO guests (token_hash, nickname, created_ms) VALUES (X'{ones}', 'Ada', 1);
INSERT INTO guests (token_hash, nickname, created_ms) VALUES (X'{threes}', 'Bob', 2);
INSERT INTO rooms (code, created_ms, settings, lobby) VALUES ('ABCDEF', 3, '{{"rules":{{}},"turn_timer_s":0}}', '[]');
INSERT INTO members (room, id, guest_id, nickname, token_hash, host, joined_ms)
    VALUES ('ABCDEF', 1, 1, 'Ada', X'{twos}', 1, 4);
INSERT INTO games (room, game_no, rules, players, seats, seed, salt, commitment, started_ms,
                   finished_ms, winners, scores, rounds)
    VALUES ('ABCDEF', 1, '{{}}', 2, '[]', '7', 's', 'c', 5, 6, '[0]', '[50,0]', 1);
INSERT INTO results (game, seat, guest_id, bot, nickname, score, winner)
    VALUES (1, 0, 1, NULL, 'Ada', 50, 1), (1, 1, NULL, 'medium', 'Bot', 0, 0);
INSERT INTO games (room, game_no, rules, players, seats, seed, salt, commitment, started_ms)
    VALUES ('ABCDEF', 2, '{{}}', 2, '[]', '{SEED}', 's2', 'c2', 7);
INSERT INTO actions (game, idx, seat, action, at_ms) VALUES
    (2, 0, 1, '{{"do":"draw"}}', 8), (2, 1, 1, '{{"do":"pass"}}', 9);
"#,
        ones = "01".repeat(32),
        twos = "02".repeat(32),
        threes = "03".repeat(32),
    ))
    .unwrap();
}

#[test]
fn an_existing_sqlite_database_opens_with_its_data() {
    let dir = tempfile::tempdir().unwrap();
    let fresh = dir.path().join("fresh.db");
    drop(Store::open(&fresh).unwrap());
    let fresh_schema = sqlite_schema(&rusqlite::Connection::open(&fresh).unwrap());
    for version in [1, 2] {
        let path = dir.path().join(format!("v{version}.db"));
        {
            let c = rusqlite::Connection::open(&path).unwrap();
            c.execute_batch(V1_SQLITE).unwrap();
            if version == 2 {
                c.execute_batch(V2).unwrap();
            }
            c.pragma_update(None, "user_version", version).unwrap();
            fill_sqlite(&c);
        }
        let mut s = Store::open(&path).unwrap();
        assert_eq!(
            s.schema_version().unwrap() as usize,
            uno_server::store::schema_version(),
            "migrated from {version}"
        );
        let room = s
            .load_room(&RoomCode::parse("ABCDEF").unwrap())
            .unwrap()
            .expect("the room");
        assert_eq!(room.last_game_no, 2);
        assert_eq!(room.members.len(), 1);
        assert_eq!(room.members[0].token_hash, [2; 32]);
        assert!(room.members[0].host);
        let g = room.game.expect("the game in progress");
        assert_eq!((g.id, g.seed), (GameId::from_db(2), u64::MAX));
        assert_eq!(
            g.actions,
            vec![(Seat::new(1), Action::Draw), (Seat::new(1), Action::Pass)]
        );
        assert_eq!(
            s.guest_by_token(&[1; 32]).unwrap().unwrap(),
            (GuestId::from_db(1), "Ada".into())
        );
        let sum = s
            .summary(GameId::from_db(1))
            .unwrap()
            .expect("the finished game");
        assert_eq!(
            (sum.winners, sum.scores, sum.rounds),
            (vec![Seat::new(0)], vec![50, 0], 1)
        );
        assert_eq!(sum.seats.len(), 2);
        assert!(sum.seats[0].winner && !sum.seats[1].winner);
        assert_eq!(sum.seats[1].bot.as_deref(), Some("medium"));
        assert_eq!(s.history(&HistoryQuery::default()).unwrap().len(), 1);
        let ada = s.player_stats(1).unwrap().unwrap();
        assert_eq!((ada.games, ada.wins, ada.total_score), (1, 1, 50));
        assert_eq!(s.player_stats(2).unwrap().unwrap().games, 0);
        // New rows land next to the old ones.
        let cid = s
            .write(&Write::Guest {
                token_hash: [4; 32],
                nickname: "Cid".into(),
            })
            .unwrap();
        assert_eq!(cid, 3);
        s.write(&Write::Action {
            game: GameId::from_db(2),
            idx: 2,
            seat: Seat::new(0),
            action: Action::Draw,
        })
        .unwrap();
        assert_eq!(
            s.game(GameId::from_db(2)).unwrap().unwrap().actions.len(),
            3
        );
        drop(s);
        assert_eq!(
            sqlite_schema(&rusqlite::Connection::open(&path).unwrap()),
            fresh_schema,
            "the tables an older server made (version {version}) and a new database's"
        );
    }
}

// ----- PostgreSQL -------------------------------------------------------------

async fn pg_client(url: &str) -> tokio_postgres::Client {
    let (c, conn) = tokio_postgres::connect(url, tokio_postgres::NoTls)
        .await
        .unwrap();
    tokio::spawn(conn);
    c
}

async fn pg_schema(c: &tokio_postgres::Client) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for r in c
        .query(
            "SELECT table_name::text, column_name::text, data_type::text, is_nullable::text,
                    COALESCE(column_default, '')::text
             FROM information_schema.columns WHERE table_schema = 'public'",
            &[],
        )
        .await
        .unwrap()
    {
        let v: Vec<String> = (0..5).map(|i| r.get(i)).collect();
        out.insert(v.join(" "));
    }
    for r in c
        .query(
            "SELECT indexname::text, indexdef FROM pg_indexes WHERE schemaname = 'public'",
            &[],
        )
        .await
        .unwrap()
    {
        out.insert(format!(
            "{} {}",
            r.get::<_, String>(0),
            r.get::<_, String>(1)
        ));
    }
    out
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_existing_postgres_database_opens_with_its_data() {
    if common::pg_url().is_none() {
        eprintln!("UNO_TEST_PG_URL is not set: skipped (scripts/test sets it)");
        return;
    }
    let me = || Instance::new(Duration::from_secs(5));
    let fresh = common::fresh_pg_database().await;
    drop(Db::open_postgres(&fresh, me()).await.unwrap());
    let fresh_schema = pg_schema(&pg_client(&fresh).await).await;
    for version in [1, 2] {
        let url = common::fresh_pg_database().await;
        let c = pg_client(&url).await;
        c.batch_execute(V1_POSTGRES).await.unwrap();
        if version == 2 {
            c.batch_execute(V2).await.unwrap();
        }
        c.batch_execute(&format!(
            "CREATE TABLE uno_schema (version INTEGER NOT NULL);
             INSERT INTO uno_schema (version) VALUES ({version});
             INSERT INTO guests (token_hash, nickname, created_ms)
                 VALUES (decode('{ones}', 'hex'), 'Ada', 1), (decode('{threes}', 'hex'), 'Bob', 2);
             INSERT INTO rooms (code, created_ms, settings, lobby) VALUES ('ABCDEF', 3, '{{\"rules\":{{}},\"turn_timer_s\":0}}', '[]');
             INSERT INTO members (room, id, guest_id, nickname, token_hash, host, joined_ms)
                 VALUES ('ABCDEF', 1, 1, 'Ada', decode('{twos}', 'hex'), TRUE, 4);
             INSERT INTO games (room, game_no, rules, players, seats, seed, salt, commitment,
                                started_ms, finished_ms, winners, scores, rounds)
                 VALUES ('ABCDEF', 1, '{{}}', 2, '[]', '7', 's', 'c', 5, 6, '[0]', '[50,0]', 1);
             INSERT INTO results (game, seat, guest_id, bot, nickname, score, winner)
                 VALUES (1, 0, 1, NULL, 'Ada', 50, TRUE), (1, 1, NULL, 'medium', 'Bot', 0, FALSE);
             INSERT INTO games (room, game_no, rules, players, seats, seed, salt, commitment, started_ms)
                 VALUES ('ABCDEF', 2, '{{}}', 2, '[]', '{SEED}', 's2', 'c2', 7);
             INSERT INTO actions (game, idx, seat, action, at_ms)
                 VALUES (2, 0, 1, '{{\"do\":\"draw\"}}', 8), (2, 1, 1, '{{\"do\":\"pass\"}}', 9);",
            ones = "01".repeat(32),
            twos = "02".repeat(32),
            threes = "03".repeat(32),
        ))
        .await
        .unwrap();
        let db = Db::open_postgres(&url, me()).await.unwrap();
        let v: i32 = c
            .query_one("SELECT version FROM uno_schema", &[])
            .await
            .unwrap()
            .get(0);
        assert_eq!(
            v as usize,
            uno_server::store::schema_version(),
            "migrated from {version}"
        );
        let room = db
            .load_room(&RoomCode::parse("ABCDEF").unwrap())
            .await
            .unwrap()
            .expect("the room");
        assert_eq!(room.last_game_no, 2);
        assert_eq!(room.members[0].token_hash, [2; 32]);
        assert!(room.members[0].host);
        let g = room.game.expect("the game in progress");
        assert_eq!((g.id, g.seed), (GameId::from_db(2), u64::MAX));
        assert_eq!(
            g.actions,
            vec![(Seat::new(1), Action::Draw), (Seat::new(1), Action::Pass)]
        );
        assert_eq!(db.guest_by_token([1; 32]).await.unwrap().unwrap().1, "Ada");
        let sum = db
            .summary(GameId::from_db(1))
            .await
            .unwrap()
            .expect("the finished game");
        assert_eq!(
            (sum.winners, sum.scores, sum.rounds),
            (vec![Seat::new(0)], vec![50, 0], 1)
        );
        assert!(sum.seats[0].winner && !sum.seats[1].winner);
        assert_eq!(db.history(HistoryQuery::default()).await.unwrap().len(), 1);
        let ada = db.player_stats(1).await.unwrap().unwrap();
        assert_eq!((ada.games, ada.wins, ada.total_score), (1, 1, 50));
        let cid = db
            .write(Write::Guest {
                token_hash: [4; 32],
                nickname: "Cid".into(),
            })
            .await
            .unwrap();
        assert_eq!(cid, 3);
        drop(db);
        let mut old = pg_schema(&c).await;
        old.retain(|l| !l.starts_with("uno_schema"));
        let mut new = fresh_schema.clone();
        new.retain(|l| !l.starts_with("uno_schema"));
        assert_eq!(
            old, new,
            "the tables an older server made (version {version}) and a new database's"
        );
    }
}
