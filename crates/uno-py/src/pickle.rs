//! `pickle` of `uno_env.Env` (and so of `UnoGym` and `UnoAEC`, which hold
//! one).
//!
//! A table is not written out field by field: its bots' memory cannot be
//! (`Box<dyn Bot>`), and the engine's game has no serialized form. A
//! pickle holds how the table was made (the rules as TOML, or the
//! scenario file's text; the seats' bot levels; `until`, `reward`,
//! `history`, `max_actions`), the seed its episode was dealt with, and
//! the learners' action indices since (`table::FORFEIT` for a forfeit).
//! Unpickling makes the table again and applies them
//! ([`Table::play_back`]); the bots see the same events and draw the same
//! random numbers on the way, so the table plays on exactly as the
//! pickled one would. The pickle also holds a digest of the position
//! ([`Table::digest`]): a table made again in a build whose engine deals
//! or plays otherwise is refused (`UnoError`, code `state`), never
//! restored as another game.

use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::PyDict;
use uno_bots::{Level, Until};
use uno_core::scenario::Scenario;
use uno_core::{CompiledRules, Rules};

use crate::table::{Reward, Table};
use crate::{err, fail, history_arg, level, reward, until, Env};

/// The pickle's format; another is refused.
const FORMAT: &str = "uno_env.Env/1";

fn until_name(u: Until) -> &'static str {
    match u {
        Until::Round => "round",
        Until::Game => "game",
    }
}

fn reward_name(r: Reward) -> &'static str {
    match r {
        Reward::WinLose => "win_lose",
        Reward::Points => "points",
        Reward::Place => "place",
    }
}

/// `Env.__reduce__`: `(_env_from_state, (state,))`.
pub(crate) fn reduce<'py>(
    py: Python<'py>,
    env: &Env,
) -> PyResult<(Bound<'py, PyAny>, (Bound<'py, PyDict>,))> {
    let t = &env.t;
    if !t.replayable() {
        return Err(PyTypeError::new_err(
            "cannot pickle an Env made by permute_hidden: its re-dealt cards come from no \
             seed, so it cannot be made again (copy.deepcopy copies it)",
        ));
    }
    let d = PyDict::new(py);
    d.set_item("format", FORMAT)?;
    match &env.scenario {
        Some(text) => d.set_item("scenario", text)?,
        None => d.set_item("rules", t.game().rules().to_toml())?,
    }
    let bots: Vec<Option<&str>> = t.levels().iter().map(|l| l.map(Level::name)).collect();
    d.set_item("bots", bots)?;
    d.set_item("until", until_name(t.until))?;
    d.set_item("reward", reward_name(t.reward))?;
    d.set_item("history", t.history)?;
    d.set_item("evidence", t.evidence())?;
    d.set_item("max_actions", t.max_actions)?;
    d.set_item("seed", t.seed)?;
    d.set_item("steps", t.steps.as_deref().unwrap_or_default())?;
    d.set_item("digest", t.digest())?;
    let make = py.import("uno_env._core")?.getattr("_env_from_state")?;
    Ok((make, (d,)))
}

fn item<'py, T: FromPyObject<'py>>(d: &Bound<'py, PyDict>, key: &str) -> PyResult<T> {
    match d.get_item(key)? {
        Some(v) => v.extract(),
        None => Err(fail("state", format!("the pickled Env has no {key:?}"))),
    }
}

/// Makes a pickled `Env` again (what `Env.__reduce__` names).
#[pyfunction]
pub(crate) fn _env_from_state(state: &Bound<'_, PyDict>) -> PyResult<Env> {
    let format: String = item(state, "format")?;
    if format != FORMAT {
        return Err(fail(
            "state",
            format!("a pickled Env of format {format:?}; this build reads {FORMAT:?}"),
        ));
    }
    let bots: Vec<Option<String>> = item(state, "bots")?;
    let levels = bots
        .iter()
        .map(|b| b.as_deref().map(level).transpose())
        .collect::<PyResult<Vec<Option<Level>>>>()?;
    let until = until(&item::<String>(state, "until")?)?;
    let reward = reward(&item::<String>(state, "reward")?)?;
    let history = history_arg(item(state, "history")?)?;
    let max_actions: u64 = item(state, "max_actions")?;
    // Pickles made before the evidence block have none.
    let evidence: bool = match state.get_item("evidence")? {
        Some(v) => v.extract()?,
        None => false,
    };
    let seed: u64 = item(state, "seed")?;
    let steps: Vec<i64> = item(state, "steps")?;
    let digest: u64 = item(state, "digest")?;
    let scenario: Option<String> = match state.get_item("scenario")? {
        Some(v) if !v.is_none() => Some(v.extract()?),
        _ => None,
    };
    let mut t = match &scenario {
        Some(text) => {
            let sc = Scenario::parse(text).map_err(|e| fail(e.code(), e.to_string()))?;
            let (game, _) = sc.run_game().map_err(|e| fail(e.code(), e.to_string()))?;
            Table::from_game(game, levels, until, reward, history).map_err(err)?
        }
        None => {
            let toml: String = item(state, "rules")?;
            let rules = Rules::from_toml(&toml).map_err(|e| fail(e.code(), e.to_string()))?;
            Table::new(
                &CompiledRules::new(rules),
                levels,
                seed,
                until,
                reward,
                history,
            )
            .map_err(err)?
        }
    };
    t.max_actions = max_actions;
    t.set_evidence(evidence);
    t.play_back(seed, &steps).map_err(err)?;
    if t.digest() != digest {
        return Err(fail(
            "state",
            "the pickled Env, made again by this build, is not at the pickled position \
             (a pickle from a build whose engine deals or plays otherwise)",
        ));
    }
    Ok(Env { t, scenario })
}
