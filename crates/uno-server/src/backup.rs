//! `uno backup --db PATH OUT`: a consistent copy of a SQLite database,
//! taken with SQLite's online backup API while a server may be running on
//! it (WAL mode: the copy reads one snapshot and never blocks the
//! server's writer). Restoring is serving the copy: `uno serve --db OUT`.
//!
//! The copy is written next to `OUT` under a temporary name, checked
//! (`PRAGMA quick_check`, the schema version, the room count) and only
//! then renamed to `OUT`, so a failed backup never leaves half a file
//! behind and `--force` replaces an old backup in one step.
//!
//! A PostgreSQL database is backed up with its own tools (`pg_dump -Fc`,
//! `pg_restore`; docs/operations.md).

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use rusqlite::backup::{Backup, StepResult};
use rusqlite::{Connection, OpenFlags};

use crate::store::{is_postgres_url, schema_version};

/// The tables every UNO database has from its first schema version on.
const UNO_TABLES: [&str; 4] = ["guests", "rooms", "members", "games"];

/// How long the copy waits for a lock it cannot take (another process's
/// exclusive lock, e.g. a checkpoint in rollback-journal mode).
const BUSY_LIMIT: Duration = Duration::from_secs(30);

/// `uno backup`: copy a SQLite database (safe while `uno serve` runs on it).
#[derive(Clone, Debug, clap::Args)]
pub struct BackupArgs {
    /// The database to back up: the SQLite file `uno serve --db` uses.
    /// Default: $DATABASE_URL if set, else ./uno.db. A PostgreSQL URL is
    /// refused: use `pg_dump -Fc` (docs/operations.md)
    #[arg(long)]
    pub db: Option<String>,
    /// Replace OUT if it exists
    #[arg(long)]
    pub force: bool,
    /// The backup file to write (a SQLite database: restore with
    /// `uno serve --db OUT`, or copy it in place while no server runs)
    pub out: PathBuf,
}

impl BackupArgs {
    /// The database to copy: `--db`, else `$DATABASE_URL`, else `./uno.db`
    /// (as `uno serve` chooses).
    pub fn db_spec(&self) -> String {
        self.db
            .clone()
            .or_else(|| std::env::var("DATABASE_URL").ok().filter(|s| !s.is_empty()))
            .unwrap_or_else(|| "./uno.db".to_string())
    }
}

/// What a backup copied.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    /// Pages copied.
    pub pages: u64,
    /// The copy's schema version (`PRAGMA user_version`).
    pub schema_version: i64,
    /// Rooms in the copy.
    pub rooms: i64,
    /// Games in the copy.
    pub games: i64,
}

/// Runs `uno backup` and prints one line on standard output.
pub fn run(args: &BackupArgs) -> Result<(), String> {
    let spec = args.db_spec();
    if is_postgres_url(&spec) {
        return Err(
            "--db is a PostgreSQL URL: back it up with `pg_dump -Fc` and restore with \
             `pg_restore` (docs/operations.md)"
                .into(),
        );
    }
    let src = PathBuf::from(&spec);
    let r = backup(&src, &args.out, args.force)?;
    use std::io::Write;
    let _ = writeln!(
        std::io::stdout().lock(),
        "uno backup: copied {} to {} ({} pages, schema version {}, {} rooms, {} games)",
        src.display(),
        args.out.display(),
        r.pages,
        r.schema_version,
        r.rooms,
        r.games
    );
    Ok(())
}

/// Copies the UNO database at `src` to `out` with SQLite's online backup
/// API. Refuses a missing source, a file that is not an UNO database, an
/// existing `out` (unless `force`), `out` being `src` itself, and an
/// `out` with a write-ahead log beside it (a server may be using it).
pub fn backup(src: &Path, out: &Path, force: bool) -> Result<Report, String> {
    let src_name = src.display();
    let out_name = out.display();
    if !src.exists() {
        return Err(format!("no database at {src_name}"));
    }
    if src.is_dir() {
        return Err(format!("{src_name} is a directory, not a database file"));
    }
    if out.is_dir() {
        return Err(format!("{out_name} is a directory: name the backup file"));
    }
    if let (Ok(a), Ok(b)) = (src.canonicalize(), out.canonicalize()) {
        if a == b {
            return Err(format!("{out_name} is the database itself"));
        }
    }
    if out.exists() && !force {
        return Err(format!(
            "{out_name} exists: choose another name, or add --force to replace it"
        ));
    }
    let out_wal = with_suffix(out, "-wal");
    if out_wal.exists() {
        return Err(format!(
            "{} exists: a server may be using {out_name}; stop it, or choose another name",
            out_wal.display()
        ));
    }

    // Read-write without create (as the sqlite3 shell's .backup): a
    // reader of a WAL database needs its shared-memory file, which a
    // read-only connection may not create.
    let from = Connection::open_with_flags(
        src,
        OpenFlags::SQLITE_OPEN_READ_WRITE
            | OpenFlags::SQLITE_OPEN_URI
            | OpenFlags::SQLITE_OPEN_NO_MUTEX,
    )
    .map_err(|e| format!("cannot open {src_name}: {e}"))?;
    from.busy_timeout(BUSY_LIMIT)
        .map_err(|e| format!("{src_name}: {e}"))?;
    check_uno(&from).map_err(|e| format!("{src_name} is not an UNO database: {e}"))?;

    let dir = match out.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    };
    if !dir.is_dir() {
        return Err(format!(
            "cannot write {out_name}: no directory {}",
            dir.display()
        ));
    }
    let tmp = with_suffix(out, &format!(".partial-{}", std::process::id()));
    let result = copy_into(&from, &tmp).and_then(|pages| {
        let r = check_copy(&tmp, pages)?;
        std::fs::rename(&tmp, out).map_err(|e| format!("cannot write {out_name}: {e}"))?;
        Ok(r)
    });
    if result.is_err() {
        for p in [
            tmp.clone(),
            with_suffix(&tmp, "-wal"),
            with_suffix(&tmp, "-shm"),
            with_suffix(&tmp, "-journal"),
        ] {
            let _ = std::fs::remove_file(p);
        }
    }
    result.map_err(|e| e.replace(&tmp.display().to_string(), &out_name.to_string()))
}

/// `path` with `suffix` appended to its file name (`uno.db` → `uno.db-wal`).
fn with_suffix(path: &Path, suffix: &str) -> PathBuf {
    let mut s = path.as_os_str().to_os_string();
    s.push(suffix);
    PathBuf::from(s)
}

/// Whether the connection's file is an UNO database: a SQLite file (not
/// just any file), with the server's tables, at a schema version the
/// server knows or a newer one.
fn check_uno(conn: &Connection) -> Result<i64, String> {
    let version: i64 = conn
        .pragma_query_value(None, "user_version", |r| r.get(0))
        .map_err(|e| e.to_string())?;
    let mut missing = Vec::new();
    for t in UNO_TABLES {
        let found: i64 = conn
            .query_row(
                "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = ?1",
                [t],
                |r| r.get(0),
            )
            .map_err(|e| e.to_string())?;
        if found == 0 {
            missing.push(t);
        }
    }
    if version == 0 || !missing.is_empty() {
        return Err(format!(
            "schema version {version}, missing table(s) {}",
            if missing.is_empty() {
                "none".to_string()
            } else {
                missing.join(", ")
            }
        ));
    }
    Ok(version)
}

/// Copies every page of `from` into a new file at `tmp` in one step: one
/// read transaction, so the copy is one consistent snapshot even while a
/// server commits (WAL readers do not block the writer, nor it them).
fn copy_into(from: &Connection, tmp: &Path) -> Result<u64, String> {
    let name = tmp.display();
    let mut to = Connection::open(tmp).map_err(|e| format!("cannot write {name}: {e}"))?;
    let started = Instant::now();
    let backup = Backup::new(from, &mut to).map_err(|e| format!("cannot write {name}: {e}"))?;
    loop {
        match backup.step(-1).map_err(|e| format!("backup: {e}"))? {
            StepResult::Done => break,
            StepResult::More => {}
            // Busy, Locked (and any later kind of "not yet"): wait a little.
            _ => {
                if started.elapsed() > BUSY_LIMIT {
                    return Err(format!(
                        "backup: the database stayed locked for {}s",
                        BUSY_LIMIT.as_secs()
                    ));
                }
                std::thread::sleep(Duration::from_millis(50));
            }
        }
    }
    let pages = backup.progress().pagecount.max(0) as u64;
    drop(backup);
    to.close()
        .map_err(|(_, e)| format!("cannot write {name}: {e}"))?;
    Ok(pages)
}

/// Opens the copy and checks it: SQLite's quick check, the UNO tables,
/// and counts for the report.
fn check_copy(tmp: &Path, pages: u64) -> Result<Report, String> {
    let conn = Connection::open_with_flags(tmp, OpenFlags::SQLITE_OPEN_READ_WRITE)
        .map_err(|e| format!("the copy: {e}"))?;
    let ok: String = conn
        .query_row("PRAGMA quick_check", [], |r| r.get(0))
        .map_err(|e| format!("the copy: {e}"))?;
    if ok != "ok" {
        return Err(format!("the copy fails SQLite's check: {ok}"));
    }
    let version = check_uno(&conn).map_err(|e| format!("the copy: {e}"))?;
    if version as usize > schema_version() {
        tracing::warn!(
            version,
            "the database is newer than this program; copied as it is"
        );
    }
    let count = |t: &str| -> Result<i64, String> {
        conn.query_row(&format!("SELECT count(*) FROM {t}"), [], |r| r.get(0))
            .map_err(|e| format!("the copy: {e}"))
    };
    let report = Report {
        pages,
        schema_version: version,
        rooms: count("rooms")?,
        games: count("games")?,
    };
    conn.close().map_err(|(_, e)| format!("the copy: {e}"))?;
    Ok(report)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tmp_dir(tag: &str) -> PathBuf {
        let d = std::env::temp_dir().join(format!("uno-backup-{tag}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&d);
        std::fs::create_dir_all(&d).unwrap();
        d
    }

    #[test]
    fn copies_a_store_and_refuses_bad_input() {
        let d = tmp_dir("unit");
        let src = d.join("uno.db");
        drop(crate::Store::open(&src).unwrap());
        let out = d.join("copy.db");
        let r = backup(&src, &out, false).unwrap();
        assert_eq!(r.schema_version as usize, schema_version());
        assert_eq!((r.rooms, r.games), (0, 0));
        assert!(r.pages > 0);
        // No temporary file is left beside the copy.
        let names: Vec<_> = std::fs::read_dir(&d)
            .unwrap()
            .map(|e| e.unwrap().file_name().into_string().unwrap())
            .filter(|n| n.contains("partial"))
            .collect();
        assert!(names.is_empty(), "{names:?}");

        let e = backup(&src, &out, false).unwrap_err();
        assert!(e.contains("exists") && e.contains("--force"), "{e}");
        backup(&src, &out, true).unwrap();
        let e = backup(&d.join("nope.db"), &d.join("x.db"), false).unwrap_err();
        assert!(e.starts_with("no database at"), "{e}");
        let e = backup(&src, &src, true).unwrap_err();
        assert!(e.contains("the database itself"), "{e}");
        let e = backup(&src, &d.join("no-dir").join("x.db"), false).unwrap_err();
        assert!(
            e.contains("cannot write") && e.contains("no directory"),
            "{e}"
        );

        let text = d.join("notes.txt");
        std::fs::write(
            &text,
            "not a database, but long enough to look like one ".repeat(20),
        )
        .unwrap();
        let e = backup(&text, &d.join("y.db"), false).unwrap_err();
        assert!(e.contains("is not an UNO database"), "{e}");
        let other = d.join("other.db");
        Connection::open(&other)
            .unwrap()
            .execute_batch("CREATE TABLE t (x INTEGER)")
            .unwrap();
        let e = backup(&other, &d.join("z.db"), false).unwrap_err();
        assert!(
            e.contains("is not an UNO database") && e.contains("rooms"),
            "{e}"
        );
        assert!(!d.join("y.db").exists() && !d.join("z.db").exists());
        std::fs::remove_dir_all(&d).ok();
    }
}
