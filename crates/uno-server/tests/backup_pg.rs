//! The documented PostgreSQL backup (docs/operations.md) against a real
//! server (`UNO_TEST_PG_URL`, which `scripts/test` sets to a throw-away
//! cluster; without it this test says so and passes): `pg_dump -Fc` of a
//! database the server wrote, `pg_restore` into an empty database, and a
//! new instance on the copy reads the room, its game and its action log,
//! and takes the room over once the old instance's lease has run out.

mod common;

use std::path::PathBuf;
use std::process::Command;
use std::time::Duration;

use common::{code, fresh_pg_database, pg_url};
use uno_core::{Action, Seat};
use uno_server::ids::MemberId;
use uno_server::seating::Settings;
use uno_server::store::{Instance, NewGame, Write};
use uno_server::Db;

/// `pg_dump` or `pg_restore`: the newest of Debian's server packages (as
/// scripts/pg-tmp picks its server), else the one on the PATH.
fn pg_tool(name: &str) -> PathBuf {
    let mut dirs: Vec<PathBuf> = std::fs::read_dir("/usr/lib/postgresql")
        .map(|d| {
            d.filter_map(|e| e.ok())
                .map(|e| e.path().join("bin"))
                .collect()
        })
        .unwrap_or_default();
    dirs.sort_by_key(|d| {
        d.parent()
            .and_then(|p| p.file_name())
            .and_then(|n| n.to_str())
            .and_then(|n| n.parse::<u32>().ok())
            .unwrap_or(0)
    });
    dirs.into_iter()
        .rev()
        .map(|d| d.join(name))
        .find(|p| p.exists())
        .unwrap_or_else(|| PathBuf::from(name))
}

fn run(cmd: &mut Command) {
    let out = cmd
        .output()
        .expect("the PostgreSQL client tools are installed");
    assert!(
        out.status.success(),
        "{cmd:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn pg_dump_and_pg_restore_bring_a_room_back() {
    if pg_url().is_none() {
        eprintln!("pg_dump_and_pg_restore_bring_a_room_back: UNO_TEST_PG_URL is not set: skipped (scripts/test sets it)");
        return;
    }
    let src = fresh_pg_database().await;
    let lease = Duration::from_millis(1000);
    let old = Instance::new(lease);
    old.set_addr("http://old".into());
    let a = Db::open_postgres(&src, old).await.unwrap();
    let g = a.create_guest([7; 32], "Ada".into()).await.unwrap();
    assert_eq!(a.claim(&code("BACKUP")).await.unwrap(), Ok(()));
    a.write(Write::Room {
        code: code("BACKUP"),
        settings: Settings::default(),
        lobby: vec![],
    })
    .await
    .unwrap();
    a.write(Write::Member {
        room: code("BACKUP"),
        id: MemberId::FIRST,
        guest_id: g,
        nickname: "Ada".into(),
        token_hash: [8; 32],
        host: true,
    })
    .await
    .unwrap();
    let game = a
        .start_game(NewGame {
            room: code("BACKUP"),
            game_no: 1,
            rules: uno_core::RulesSpec::default(),
            players: 2,
            seats: Vec::new(),
            seed: 42,
            salt: "00".into(),
            commitment: "c".into(),
        })
        .await
        .unwrap();
    for (idx, action) in [Action::Draw, Action::Pass].into_iter().enumerate() {
        a.write(Write::Action {
            game,
            idx: idx as u64,
            seat: Seat::new(idx as u8 % 2),
            action,
        })
        .await
        .unwrap();
    }

    // The backup, while the instance still runs (pg_dump reads one
    // snapshot), and the restore into an empty database.
    let dir = tempfile::tempdir().unwrap();
    let dump = dir.path().join("uno.dump");
    run(Command::new(pg_tool("pg_dump"))
        .args(["-Fc", "-f"])
        .arg(&dump)
        .arg(&src));
    let dst = fresh_pg_database().await;
    run(Command::new(pg_tool("pg_restore"))
        .args(["--no-owner", "--exit-on-error", "-d", &dst])
        .arg(&dump));
    drop(a);

    let new = Instance::new(lease);
    new.set_addr("http://new".into());
    let b = Db::open_postgres(&dst, new).await.unwrap();
    assert_eq!(
        b.guest_by_token([7; 32]).await.unwrap(),
        Some((g, "Ada".to_string()))
    );
    let room = b
        .load_room(&code("BACKUP"))
        .await
        .unwrap()
        .expect("the room is restored");
    assert_eq!(room.members.len(), 1);
    assert_eq!(room.members[0].token_hash, [8; 32]);
    let gr = room.game.expect("its game is restored");
    assert_eq!(gr.seed, 42);
    assert_eq!(
        gr.actions,
        vec![(Seat::new(0), Action::Draw), (Seat::new(1), Action::Pass)]
    );
    // The dump carries the old instance's lease; the new one takes the
    // room over once it has expired (docs/scaling.md), and writes on.
    let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
    while b.claim(&code("BACKUP")).await.unwrap().is_err() {
        assert!(
            tokio::time::Instant::now() < deadline,
            "the old lease never ran out"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    b.write(Write::Action {
        game,
        idx: 2,
        seat: Seat::new(0),
        action: Action::Draw,
    })
    .await
    .unwrap();
}
