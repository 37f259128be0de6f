//! Runs a simulation on a thread pool: games are cut into chunks of
//! consecutive indices, workers play chunks in any order, and the main
//! thread merges them strictly in chunk order, writing CSV lines and
//! recorded games as it goes. Each game depends only on (seed, index), so
//! the result is the same for any number of threads.

use std::collections::BTreeMap;
use std::fs::File;
use std::io::{BufWriter, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::time::Instant;

use indicatif::ProgressBar;
use rayon::prelude::*;

use crate::args::Config;
use crate::error::SimError;
use crate::play::{GameRow, Worker};
use crate::stats::{Hist, Tally};
use crate::summary::Summary;

/// What a run produces besides the summary.
#[derive(Clone, Debug)]
pub struct SimOutput {
    pub summary: Summary,
    /// The full tally (histograms included: the plot uses them).
    pub tally: Tally,
}

impl SimOutput {
    pub fn game_lengths(&self) -> &Hist {
        &self.tally.turns_per_game
    }
}

/// Games per chunk: about 64 chunks per thread, so that slow bots still
/// share the work and move the progress bar. The results do not depend on
/// it: every game depends only on (seed, index) and chunks merge exactly.
fn chunk_size(games: u64, threads: usize) -> u64 {
    (games / (threads as u64 * 64)).clamp(1, 2048)
}

struct Chunk {
    tally: Tally,
    rows: Vec<GameRow>,
    records: Vec<(u64, String)>,
}

/// Plays `cfg.games` games on `cfg.threads` threads and merges them in
/// game order, writing `--csv` and `--record` output. `progress` is
/// advanced by the games done.
pub fn simulate(cfg: &Config, progress: &ProgressBar) -> Result<SimOutput, SimError> {
    // Fail before playing when an output cannot be written.
    let mut csv = match &cfg.csv {
        Some(path) => {
            let f = File::create(path).map_err(|e| SimError::io("cannot create", path, e))?;
            let mut w = BufWriter::new(f);
            csv_header(&mut w, cfg.players()).map_err(|e| SimError::io("cannot write", path, e))?;
            Some((w, path.clone()))
        }
        None => None,
    };
    if let Some(r) = &cfg.record {
        std::fs::create_dir_all(&r.dir)
            .map_err(|e| SimError::io("cannot create the directory", &r.dir, e))?;
    }
    // Check the table once here, so workers cannot fail to set up.
    Worker::new(cfg)?;
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(cfg.threads)
        .thread_name(|i| format!("uno-sim-{i}"))
        .build()
        .map_err(|e| SimError::Threads {
            threads: cfg.threads,
            message: e.to_string(),
        })?;

    let size = chunk_size(cfg.games, cfg.threads);
    let chunks = cfg.games.div_ceil(size);
    let width = digits(cfg.games.saturating_sub(1));
    let stop = AtomicBool::new(false);
    let started = Instant::now();
    let (tx, rx) = mpsc::channel::<(u64, Result<Chunk, SimError>)>();

    let mut total = Tally::default();
    let mut error: Option<SimError> = None;
    std::thread::scope(|scope| {
        let stop = &stop;
        scope.spawn(move || {
            pool.install(|| {
                (0..chunks).into_par_iter().for_each_init(
                    || (Worker::new(cfg), tx.clone()),
                    |(worker, tx), c| {
                        if stop.load(Ordering::Relaxed) {
                            return;
                        }
                        let result = match worker {
                            Ok(w) => play_chunk(w, cfg, c * size, ((c + 1) * size).min(cfg.games)),
                            Err(e) => Err(SimError::usage(e.to_string())),
                        };
                        if result.is_err() {
                            stop.store(true, Ordering::Relaxed);
                        }
                        let _ = tx.send((c, result));
                    },
                );
            });
            drop(tx);
        });

        // Merge in chunk order.
        let mut pending: BTreeMap<u64, Chunk> = BTreeMap::new();
        let mut next = 0u64;
        for (c, result) in rx.iter() {
            match result {
                Ok(chunk) => {
                    progress.inc(chunk.tally.games + chunk.tally.unfinished);
                    pending.insert(c, chunk);
                }
                Err(e) => {
                    error.get_or_insert(e);
                    stop.store(true, Ordering::Relaxed);
                    continue;
                }
            }
            while let Some(chunk) = pending.remove(&next) {
                next += 1;
                if error.is_some() {
                    continue;
                }
                total.merge(&chunk.tally);
                if let Err(e) = write_chunk(&chunk, cfg, &mut csv, width) {
                    error = Some(e);
                    stop.store(true, Ordering::Relaxed);
                }
            }
        }
    });
    if let Some(e) = error {
        return Err(e);
    }
    if let Some((mut w, path)) = csv {
        w.flush()
            .map_err(|e| SimError::io("cannot write", &path, e))?;
    }
    let seconds = started.elapsed().as_secs_f64();
    let summary = Summary::new(cfg, &total, seconds);
    Ok(SimOutput {
        summary,
        tally: total,
    })
}

fn play_chunk(w: &mut Worker<'_>, cfg: &Config, from: u64, to: u64) -> Result<Chunk, SimError> {
    let mut chunk = Chunk {
        tally: Tally::default(),
        rows: Vec::new(),
        records: Vec::new(),
    };
    if cfg.csv.is_some() {
        chunk.rows.reserve((to - from) as usize);
    }
    for index in from..to {
        let played = w.play(index, &mut chunk.tally)?;
        if cfg.csv.is_some() {
            chunk.rows.push(played.row);
        }
        if let Some(s) = played.scenario {
            chunk.records.push((index, s));
        }
    }
    Ok(chunk)
}

fn digits(mut n: u64) -> usize {
    let mut d = 1;
    while n >= 10 {
        n /= 10;
        d += 1;
    }
    d
}

/// The file a recorded game is saved to.
pub fn record_path(dir: &Path, index: u64, width: usize) -> PathBuf {
    dir.join(format!("game-{index:0width$}.json"))
}

fn write_chunk(
    chunk: &Chunk,
    cfg: &Config,
    csv: &mut Option<(BufWriter<File>, PathBuf)>,
    width: usize,
) -> Result<(), SimError> {
    if let Some((w, path)) = csv {
        for row in &chunk.rows {
            csv_row(w, row, cfg.players())
                .map_err(|e| SimError::io("cannot write", path.clone(), e))?;
        }
    }
    if let Some(plan) = &cfg.record {
        for (index, text) in &chunk.records {
            let path = record_path(&plan.dir, *index, width);
            std::fs::write(&path, format!("{text}\n"))
                .map_err(|e| SimError::io("cannot write", path, e))?;
        }
    }
    Ok(())
}

/// `game,seed,dealer,first_seat,rounds,turns,actions,winners,score_0,…`
fn csv_header(w: &mut impl Write, players: usize) -> std::io::Result<()> {
    write!(
        w,
        "game,seed,dealer,first_seat,rounds,turns,actions,winners"
    )?;
    for s in 0..players {
        write!(w, ",score_{s}")?;
    }
    writeln!(w)
}

/// One game: winners as seat numbers separated by spaces (several when a
/// win is shared, R12.3; empty when there is none).
fn csv_row(w: &mut impl Write, r: &GameRow, players: usize) -> std::io::Result<()> {
    write!(w, "{},{},{},", r.index, r.seed, r.dealer)?;
    if let Some(f) = r.first_seat {
        write!(w, "{f}")?;
    }
    write!(w, ",{},{},{},", r.rounds, r.turns, r.actions)?;
    for (i, s) in r.winner_seats().enumerate() {
        if i > 0 {
            write!(w, " ")?;
        }
        write!(w, "{s}")?;
    }
    for s in &r.scores[..players] {
        write!(w, ",{s}")?;
    }
    writeln!(w)
}
