//! The PostgreSQL back-end against a real server (`UNO_TEST_PG_URL`, which
//! `scripts/test` sets to a throw-away cluster; without it these tests say
//! so and pass): migrations are idempotent, writes and reads agree with
//! SQLite's, and room leases keep two instances from driving one room
//! (docs/scaling.md).

mod common;

use std::time::Duration;

use common::{code, fresh_pg_database, pg_url};
use uno_core::Action;
use uno_core::Seat;
use uno_server::ids::{GameId, MemberId};
use uno_server::seating::{Occupant, Settings};
use uno_server::store::{Instance, NewGame, Write};
use uno_server::{Db, StoreError};

fn skip(test: &str) -> bool {
    if pg_url().is_none() {
        eprintln!("{test}: UNO_TEST_PG_URL is not set: skipped (scripts/test sets it)");
        return true;
    }
    false
}

async fn instance(url: &str, name: &str, ttl_ms: u64) -> Db {
    let me = Instance::new(Duration::from_millis(ttl_ms));
    me.set_addr(format!("http://{name}"));
    Db::open_postgres(url, me).await.unwrap()
}

fn new_game(room: &str) -> Write {
    Write::StartGame(NewGame {
        room: code(room),
        game_no: 1,
        rules: uno_core::RulesSpec::default(),
        players: 2,
        seats: Vec::new(),
        seed: u64::MAX,
        salt: "00".into(),
        commitment: "c".into(),
    })
}

fn action(game: i64, idx: u64, a: &str) -> Write {
    Write::Action {
        game: GameId::from_db(game),
        idx,
        seat: Seat::new(1),
        action: serde_json::from_str(a).expect("an action"),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn migrations_writes_and_reads() {
    if skip("migrations_writes_and_reads") {
        return;
    }
    let url = fresh_pg_database().await;
    // Two instances starting together migrate once (advisory lock); a
    // third start finds everything in place.
    let (a, b) = tokio::join!(instance(&url, "a", 5000), instance(&url, "b", 5000));
    drop(b);
    let a2 = instance(&url, "a2", 5000).await;
    drop(a2);
    assert_eq!(a.backend(), "postgres");
    let g = a.create_guest([1; 32], "Ada".into()).await.unwrap();
    // A room's writes need its lease.
    assert!(matches!(
        a.write(Write::Room {
            code: code("ABCDEF"),
            settings: Settings::default(),
            lobby: vec![]
        })
        .await,
        Err(StoreError::NotOwner)
    ));
    assert_eq!(a.claim(&code("ABCDEF")).await.unwrap(), Ok(()));
    a.write(Write::Room {
        code: code("ABCDEF"),
        settings: Settings::default(),
        lobby: vec![],
    })
    .await
    .unwrap();
    a.write(Write::Member {
        room: code("ABCDEF"),
        id: MemberId::FIRST,
        guest_id: g,
        nickname: "Ada".into(),
        token_hash: [2; 32],
        host: true,
    })
    .await
    .unwrap();
    let game = a.write(new_game("ABCDEF")).await.unwrap();
    // Written together (one batch, one transaction): a duplicate action
    // index fails alone.
    let (r0, r1, r2) = tokio::join!(
        a.write(action(game, 0, r#"{"do":"draw"}"#)),
        a.write(action(game, 0, r#"{"do":"pass"}"#)),
        a.write(action(game, 1, r#"{"do":"pass"}"#)),
    );
    let oks = [&r0, &r1, &r2].iter().filter(|r| r.is_ok()).count();
    assert_eq!(oks, 2, "{r0:?} {r1:?} {r2:?}");
    assert!(r2.is_ok());
    let room = a.load_room(&code("ABCDEF")).await.unwrap().unwrap();
    assert_eq!(room.members.len(), 1);
    assert_eq!(room.members[0].token_hash, [2; 32]);
    assert!(room.members[0].host);
    let gr = room.game.unwrap();
    assert_eq!(gr.seed, u64::MAX);
    assert_eq!(gr.actions.len(), 2);
    assert_eq!(gr.actions[1], (Seat::new(1), Action::Pass));
    assert_eq!(
        a.guest_by_token([1; 32]).await.unwrap(),
        Some((g, "Ada".to_string()))
    );
    assert!(a.room_exists(&code("ABCDEF")).await.unwrap());
    assert!(a.load_room(&code("NQPE22")).await.unwrap().is_none());
    // A finished game reaches history, statistics and the leaderboard.
    a.write(Write::FinishGame {
        game: GameId::from_db(game),
        winners: vec![Seat::new(0)],
        scores: vec![50, 0],
        rounds: 1,
        results: vec![
            uno_server::store::SeatResult {
                seat: Seat::new(0),
                guest_id: Some(g),
                bot: None,
                nickname: "Ada".into(),
                score: 50,
                winner: true,
                place: 1,
                team: None,
            },
            uno_server::store::SeatResult {
                seat: Seat::new(1),
                guest_id: None,
                bot: Some("easy".into()),
                nickname: "Bot".into(),
                score: 0,
                winner: false,
                place: 2,
                team: None,
            },
        ],
    })
    .await
    .unwrap();
    let h = a
        .history(uno_server::store::HistoryQuery {
            player: Some(g.to_db()),
            ..Default::default()
        })
        .await
        .unwrap();
    assert_eq!(h.len(), 1);
    assert_eq!(h[0].seats.len(), 2);
    assert_eq!(h[0].winners, vec![Seat::new(0)]);
    let s = a.player_stats(g.to_db()).await.unwrap().unwrap();
    assert_eq!((s.games, s.wins, s.total_score), (1, 1, 50));
    // The finished game rated its winner first (crate::ratings).
    let lb = a.rating_leaderboard(10, true).await.unwrap();
    assert_eq!(lb[0].player_id, Some(g.to_db()));
    assert_eq!(lb[0].rating.games, 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn leases_keep_one_driver_per_room() {
    if skip("leases_keep_one_driver_per_room") {
        return;
    }
    let url = fresh_pg_database().await;
    let a = instance(&url, "a:1", 600).await;
    let b = instance(&url, "b:2", 600).await;
    assert_eq!(a.claim(&code("RAAMAA")).await.unwrap(), Ok(()));
    a.write(Write::Room {
        code: code("RAAMAA"),
        settings: Settings::default(),
        lobby: vec![],
    })
    .await
    .unwrap();
    let game = a.write(new_game("RAAMAA")).await.unwrap();
    a.write(action(game, 0, r#"{"do":"draw"}"#)).await.unwrap();
    // B may not take a live lease, and is told who holds it.
    let owner = b.claim(&code("RAAMAA")).await.unwrap().unwrap_err();
    assert_eq!(owner.addr, "http://a:1");
    // Renewed, A keeps it past its first lifetime.
    tokio::time::sleep(Duration::from_millis(400)).await;
    assert_eq!(a.renew().await.unwrap(), Some(vec![code("RAAMAA")]));
    tokio::time::sleep(Duration::from_millis(400)).await;
    assert!(b.claim(&code("RAAMAA")).await.unwrap().is_err());
    // A stops renewing (as if killed): the lease runs out, B takes over.
    tokio::time::sleep(Duration::from_millis(800)).await;
    assert_eq!(b.claim(&code("RAAMAA")).await.unwrap(), Ok(()));
    // From then on A's writes to the room are refused, B's go in.
    assert!(matches!(
        a.write(action(game, 1, r#"{"do":"pass"}"#)).await,
        Err(StoreError::NotOwner)
    ));
    assert!(matches!(
        a.write(Write::Lobby {
            room: code("RAAMAA"),
            lobby: vec![Occupant::Bot("easy".into())]
        })
        .await,
        Err(StoreError::NotOwner)
    ));
    assert_eq!(a.renew().await.unwrap(), Some(vec![]));
    b.write(action(game, 1, r#"{"do":"pass"}"#)).await.unwrap();
    let rec = b.load_room(&code("RAAMAA")).await.unwrap().unwrap();
    assert_eq!(rec.game.unwrap().actions.len(), 2);
    assert!(
        rec.lobby.is_empty(),
        "A's refused lobby write changed nothing"
    );
    // Released, a room can be claimed at once.
    b.release(&code("RAAMAA")).await.unwrap();
    assert_eq!(a.claim(&code("RAAMAA")).await.unwrap(), Ok(()));
}

/// A member and the seat they take are one `Write::Together`: refused
/// part-way, inside a batch it shares with other writes, it leaves
/// nothing behind while the others commit (store/pg.rs `Outcome::Undo`).
/// One thread: both writes are queued before a writer runs, so they are
/// one batch.
#[tokio::test(flavor = "current_thread")]
async fn writes_together_are_all_or_nothing() {
    if skip("writes_together_are_all_or_nothing") {
        return;
    }
    let url = fresh_pg_database().await;
    let a = instance(&url, "a", 5000).await;
    let g = a.create_guest([1; 32], "Ada".into()).await.unwrap();
    assert_eq!(a.claim(&code("ABCDEF")).await.unwrap(), Ok(()));
    a.write(Write::Room {
        code: code("ABCDEF"),
        settings: Settings::default(),
        lobby: vec![],
    })
    .await
    .unwrap();
    let member = |id: MemberId| Write::Member {
        room: code("ABCDEF"),
        id,
        guest_id: g,
        nickname: "Ada".into(),
        token_hash: [2; 32],
        host: false,
    };
    let seats = |lobby: Vec<Occupant>| Write::Lobby {
        room: code("ABCDEF"),
        lobby,
    };
    // Its second part is refused before any SQL runs (a game number that
    // does not fit the column), after its member row was inserted.
    let mut too_big = new_game("ABCDEF");
    if let Write::StartGame(n) = &mut too_big {
        n.game_no = u32::MAX;
    }
    let (refused, other) = tokio::join!(
        a.write(Write::Together(vec![member(MemberId::FIRST), too_big])),
        a.create_guest([3; 32], "Bob".into()),
    );
    assert!(matches!(refused, Err(StoreError::Data(_))), "{refused:?}");
    assert!(other.is_ok(), "{other:?}");
    let rec = a.load_room(&code("ABCDEF")).await.unwrap().unwrap();
    assert!(rec.members.is_empty(), "the member part was rolled back");
    assert!(rec.game.is_none());
    assert!(a.guest_by_token([3; 32]).await.unwrap().is_some());
    // Both parts taken.
    let seated = vec![Occupant::Member(MemberId::FIRST)];
    a.write(Write::Together(vec![
        member(MemberId::FIRST),
        seats(seated.clone()),
    ]))
    .await
    .unwrap();
    let rec = a.load_room(&code("ABCDEF")).await.unwrap().unwrap();
    assert_eq!(rec.members.len(), 1);
    assert_eq!(rec.lobby, seated);
    // Another instance holds the room now: refused whole.
    a.release(&code("ABCDEF")).await.unwrap();
    let r = a
        .write(Write::Together(vec![
            member(MemberId::FIRST.next()),
            seats(vec![]),
        ]))
        .await;
    assert!(matches!(r, Err(StoreError::NotOwner)), "{r:?}");
    let rec = a.load_room(&code("ABCDEF")).await.unwrap().unwrap();
    assert_eq!((rec.members.len(), rec.lobby), (1, seated));
}
