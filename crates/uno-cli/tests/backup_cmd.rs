//! `uno backup` against a live server: a game is played on `uno serve`
//! (SQLite, WAL), the database is backed up while the server runs and its
//! clients stay connected (once between moves, once while moves are being
//! made), and a new server on each copy (restore = serve the copy) brings
//! the room back as it was at the backup, where its players play on.
//! Bad input is refused with a one-line message and exit status 2.

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::Duration;

use serde_json::{json, Value};
use uno_client::client::{block_on, post, Table, WsClient};

mod common;
use common::{serve, UNO};

fn backup_cmd(db: &Path, out: &Path, extra: &[&str]) -> Command {
    let mut c = Command::new(UNO);
    c.arg("backup")
        .arg("--db")
        .arg(db)
        .args(extra)
        .arg(out)
        .env_remove("DATABASE_URL");
    c
}

fn run_backup(db: &Path, out: &Path, extra: &[&str]) -> Output {
    backup_cmd(db, out, extra)
        .output()
        .expect("uno backup runs")
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// Waits out a round that just ended: the server deals the next one by
/// itself (`--round-pause-ms 0`) and commits it before the clients hear of
/// it, so until that deal has arrived the clients' seq is behind the
/// database's. (Two-player rounds can end within ten moves: Skips, Reverses
/// and Draw Twos give their player another turn, R7.)
async fn settle(table: &mut Table) {
    while table.views[0].0["round_over"] == true && table.views[0].0["game_over"] != true {
        assert!(table.step().await.unwrap(), "the next round is dealt");
    }
}

async fn sync(ws: &mut WsClient) -> Value {
    ws.send(&json!({"type": "sync", "id": 9})).await.unwrap();
    ws.recv_type("welcome", Duration::from_secs(10))
        .await
        .unwrap()
}

fn temp_dir(tag: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("uno-backup-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Each seat's token comes back on a server started on `db`: the room's
/// seq is within `seqs`, and the players play on from there.
fn restore_and_play(
    db: &Path,
    host: &Value,
    bob: &Value,
    seqs: std::ops::RangeInclusive<u64>,
) -> u64 {
    let (mut child, addr) = serve(db);
    let seq = block_on(async {
        let code = host["code"].as_str().unwrap();
        let mut clients = Vec::new();
        let mut welcomes = Vec::new();
        for m in [host, bob] {
            let mut ws = WsClient::connect(addr).await.unwrap();
            let w = ws.hello(code, m["token"].as_str().unwrap()).await.unwrap();
            assert_eq!(w["type"], "welcome", "{w}");
            clients.push(ws);
            welcomes.push(w);
        }
        let seq = welcomes[0]["room"]["game"]["seq"].as_u64().unwrap();
        assert!(seqs.contains(&seq), "seq {seq} not in {seqs:?}");
        let mut table = Table::new(clients, welcomes);
        let mut played = 0;
        for _ in 0..5 {
            if !table.step().await.unwrap() {
                break;
            }
            played += 1;
        }
        assert!(played > 0 && table.seq() > seq, "the restored game goes on");
        seq
    });
    child.kill().unwrap();
    child.wait().unwrap();
    seq
}

#[test]
fn a_backup_taken_while_serving_restores_the_game() {
    let dir = temp_dir("live");
    let db = dir.join("uno.db");
    let quiet = dir.join("quiet.db");
    let busy = dir.join("busy.db");
    let (mut child, addr) = serve(&db);

    let (host, bob, seq_quiet, views, seq_before, seq_after) = block_on(async {
        let (st, host) = post(
            addr,
            "/api/rooms",
            &json!({"nickname": "Ada", "turn_timer_s": 0}),
        )
        .await
        .unwrap();
        assert_eq!(st, 201, "{host}");
        let code = host["code"].as_str().unwrap().to_string();
        let (_, bob) = post(
            addr,
            &format!("/api/rooms/{code}/join"),
            &json!({"nickname": "Bob"}),
        )
        .await
        .unwrap();
        let mut a = WsClient::connect(addr).await.unwrap();
        let mut b = WsClient::connect(addr).await.unwrap();
        a.hello(&code, host["token"].as_str().unwrap())
            .await
            .unwrap();
        b.hello(&code, bob["token"].as_str().unwrap())
            .await
            .unwrap();
        a.send(&json!({"type": "start"})).await.unwrap();
        a.recv_type("game_started", Duration::from_secs(10))
            .await
            .unwrap();
        let wa = sync(&mut a).await;
        let wb = sync(&mut b).await;
        let mut table = Table::new(vec![a, b], vec![wa, wb]);
        for _ in 0..10 {
            assert!(
                table.step().await.unwrap(),
                "a 2-player game outlasts 10 moves"
            );
        }
        settle(&mut table).await;
        // Every move a client saw is committed (the server commits an
        // action before it announces it), so the quiet copy has them all.
        let seq_quiet = table.seq();
        let views: Vec<Value> = table.views.iter().map(|v| v.0.clone()).collect();
        let out = run_backup(&db, &quiet, &[]);
        assert!(out.status.success(), "{}", text(&out.stderr));
        let said = text(&out.stdout);
        assert!(
            said.starts_with("uno backup: copied ") && said.contains("1 rooms, 1 games"),
            "{said}"
        );

        // A second backup while the players keep playing.
        let seq_before = table.seq();
        let copying = backup_cmd(&db, &busy, &[])
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        for _ in 0..10 {
            if !table.step().await.unwrap() {
                break;
            }
        }
        settle(&mut table).await;
        let seq_after = table.seq();
        let out = copying.wait_with_output().unwrap();
        assert!(out.status.success(), "{}", text(&out.stderr));
        assert!(seq_after > seq_before, "the server kept playing");
        (host, bob, seq_quiet, views, seq_before, seq_after)
    });
    child.kill().unwrap();
    child.wait().unwrap();

    // The quiet copy is exactly the game as it stood: the same seq, and
    // each seat's view as its player saw it.
    let (mut child, addr) = serve(&quiet);
    block_on(async {
        let code = host["code"].as_str().unwrap();
        for (i, m) in [&host, &bob].into_iter().enumerate() {
            let mut ws = WsClient::connect(addr).await.unwrap();
            let w = ws.hello(code, m["token"].as_str().unwrap()).await.unwrap();
            assert_eq!(w["room"]["game"]["seq"], seq_quiet, "{w}");
            assert_eq!(w["state"], views[i], "seat {i}'s view is restored");
            ws.close().await;
        }
    });
    child.kill().unwrap();
    child.wait().unwrap();
    assert_eq!(
        restore_and_play(&quiet, &host, &bob, seq_quiet..=seq_quiet),
        seq_quiet
    );
    // The copy taken during play is one consistent snapshot somewhere in
    // between, and a server on it plays on too.
    restore_and_play(&busy, &host, &bob, seq_before..=seq_after);
    std::fs::remove_dir_all(&dir).ok();
}

/// Asserts that `uno backup` failed with exit status 2 and a one-line
/// message containing `want`, and left no `out` behind.
fn refused(out: Output, want: &str) {
    let err = text(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(out.stdout.is_empty(), "{}", text(&out.stdout));
    assert!(err.starts_with("uno backup: "), "{err}");
    assert_eq!(err.trim_end().lines().count(), 1, "one line: {err}");
    assert!(err.contains(want), "{want:?} not in {err}");
}

#[test]
fn bad_input_is_refused_with_a_clear_message() {
    let dir = temp_dir("bad");
    let db = dir.join("uno.db");
    // An empty UNO database, made by the server's own store.
    drop(uno_server::Store::open(&db).unwrap());
    let out = dir.join("copy.db");

    refused(
        run_backup(&dir.join("missing.db"), &out, &[]),
        "no database at",
    );
    refused(
        run_backup(&db, &dir.join("no-such-dir").join("copy.db"), &[]),
        "cannot write",
    );
    let notes = dir.join("notes.txt");
    std::fs::write(&notes, "hello, this is not SQLite\n".repeat(100)).unwrap();
    refused(run_backup(&notes, &out, &[]), "is not an UNO database");
    refused(run_backup(&db, &db, &["--force"]), "the database itself");
    refused(
        run_backup(Path::new("postgres://uno@localhost/uno"), &out, &[]),
        "pg_dump -Fc",
    );
    assert!(!out.exists());
    assert!(run_backup(&db, &out, &[]).status.success());
    let before = std::fs::read(&out).unwrap();
    refused(run_backup(&db, &out, &[]), "--force");
    assert_eq!(
        std::fs::read(&out).unwrap(),
        before,
        "a refused backup leaves OUT alone"
    );
    let again = run_backup(&db, &out, &["--force"]);
    assert!(again.status.success(), "{}", text(&again.stderr));
    // No temporary files left behind.
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .filter(|n| !n.starts_with("uno.db"))
        .collect();
    names.sort();
    assert_eq!(names, ["copy.db", "notes.txt"]);
    std::fs::remove_dir_all(&dir).ok();
}
