//! The module's free functions: `uno sim` from Python, the presets, rules
//! as TOML, the action space's size, and the cross-front-end trace.

use clap::Parser;
use pyo3::prelude::*;
use uno_core::Rules;

use crate::table;
use crate::{encode, err, fail, rules_from};

#[derive(Parser)]
#[command(name = "sim")]
struct SimCmd {
    #[command(flatten)]
    args: uno_sim::SimArgs,
}

/// `uno sim ARGS --json --quiet`: the summary's JSON text.
#[pyfunction]
pub(crate) fn sim_json(py: Python<'_>, args: Vec<String>) -> PyResult<String> {
    let argv = std::iter::once("sim".to_string()).chain(args);
    let cmd = SimCmd::try_parse_from(argv)
        .map_err(|e| fail("usage", e.to_string().trim().to_string()))?;
    let cfg = uno_sim::Config::from_args(&cmd.args).map_err(|e| fail(e.code(), e.to_string()))?;
    let out = py
        .allow_threads(|| uno_sim::simulate(&cfg, &indicatif::ProgressBar::hidden()))
        .map_err(|e| fail(e.code(), e.to_string()))?;
    Ok(out.summary.to_json())
}

/// The deck presets the engine knows.
#[pyfunction]
pub(crate) fn presets() -> Vec<&'static str> {
    Rules::preset_names()
}

/// Validates rules (a preset name, TOML text or dict) and returns them as
/// the TOML the engine loads; raises `UnoError` if they are malformed.
#[pyfunction]
#[pyo3(signature = (rules=None))]
pub(crate) fn rules_toml(rules: Option<&Bound<'_, PyAny>>) -> PyResult<String> {
    Ok(rules_from(rules)?.to_toml())
}

/// The action space size for `rules` (a `multi_play` block is added when
/// that house rule is on).
#[pyfunction]
#[pyo3(signature = (rules=None, players=2))]
pub(crate) fn action_size(rules: Option<&Bound<'_, PyAny>>, players: i128) -> PyResult<usize> {
    let players = crate::players_arg(players)?;
    Ok(encode::Space::new(&rules_from(rules)?, players).size())
}

/// The actions of one round (or `whole_game`) of a table of bots, one
/// level per seat, as `(seat, action text)` pairs: through the table's
/// turn loop, with `driver` through the simulator's driver with the
/// same seeds, or with `simulator` through `uno sim`'s worker (game 0 of
/// `uno sim --seed SEED --record`, read back from its record). The three
/// agree (the cross-front-end test).
#[pyfunction]
#[pyo3(signature = (levels, seed, rules=None, whole_game=false, driver=false, simulator=false))]
pub(crate) fn trace_actions(
    levels: Vec<String>,
    seed: i128,
    rules: Option<&Bound<'_, PyAny>>,
    whole_game: bool,
    driver: bool,
    simulator: bool,
) -> PyResult<Vec<(u8, String)>> {
    let seed = crate::args::uint("seed", seed)?;
    let via = match (driver, simulator) {
        (false, false) => table::Via::Table,
        (true, false) => table::Via::Driver,
        (false, true) => table::Via::Simulator,
        (true, true) => {
            return Err(fail(
                "usage",
                "trace_actions: driver and simulator are two front ends; choose one",
            ))
        }
    };
    let rules = uno_core::CompiledRules::new(rules_from(rules)?);
    let levels = levels
        .iter()
        .map(|l| l.parse::<uno_bots::Level>())
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| fail("unknown_bot", e.to_string()))?;
    let until = if whole_game {
        uno_bots::Until::Game
    } else {
        uno_bots::Until::Round
    };
    let log = table::trace(&rules, &levels, seed, until, via).map_err(err)?;
    // Python sees plain seat numbers.
    Ok(log
        .into_iter()
        .map(|(s, a)| (s.get(), a.to_string()))
        .collect())
}
