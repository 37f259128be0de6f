//! `uno_env._core`: the engine for Python (PyO3). The Python package
//! `uno_env` (python/uno_env) builds the PettingZoo, Gymnasium and
//! vectorized environments on these classes:
//!
//! - [`Env`]: one table ([`table::Table`]): a game, bots at some seats,
//!   and the decision waiting for a learner seat.
//! - [`VecEnv`]: N tables stepped in Rust per call, NumPy arrays out,
//!   automatic reset, optional worker threads.
//! - [`PyBot`]: a built-in bot as a policy on an [`Env`]'s waiting decision.
//! - `sim_json`: `uno sim --json` from Python.
//!
//! Encodings are `uno_bots::encode` (re-exported here as [`encode`]),
//! shared with the `learned` bot; docs/python.md has the tables.

pub use uno_bots::encode;
mod args;
mod functions;
pub mod gym;
mod pickle;
pub mod state;
pub mod table;
pub mod vec;

use args::{count_in, uint};
use functions::{action_size, presets, rules_toml, sim_json, trace_actions};

use numpy::npyffi::flags::NPY_ARRAY_WRITEABLE;
use numpy::{PyArray1, PyArrayMethods, PyUntypedArray, PyUntypedArrayMethods};
use pyo3::create_exception;
use pyo3::exceptions::PyException;
use pyo3::intern;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyString};
use uno_bots::{make_bot, Bot, Level, Until};
use uno_core::scenario::Scenario;
use uno_core::{CompiledRules, Rules, Seat, Viewer};

use table::{mix, Failure, Reward, Table};
pub use vec::VecEnv;

create_exception!(
    _core,
    UnoError,
    PyException,
    "An input the engine rejected. `code` is the engine's stable error code \
     (SCENARIOS.md), `message` its explanation."
);

fn err(f: Failure) -> PyErr {
    Python::with_gil(|py| {
        let e = UnoError::new_err(format!("{}: {}", f.code, f.message));
        let v = e.value(py);
        let _ = v.setattr("code", f.code.as_str());
        let _ = v.setattr("message", f.message.as_str());
        e
    })
}

fn fail(code: &str, message: impl Into<String>) -> PyErr {
    err(Failure::new(code, message))
}

/// Rules from Python: `None` (classic), a preset name (in any case, with
/// `-`, `_` or spaces), a TOML text, or a dict in the rules-file form
/// (`{"preset": ..., "house": [...], ...}`, names exact as in a file).
fn rules_from(rules: Option<&Bound<'_, PyAny>>) -> PyResult<Rules> {
    let r = match rules {
        None => Rules::named("classic"),
        Some(obj) if obj.is_none() => Rules::named("classic"),
        Some(obj) => {
            if obj.downcast::<PyString>().is_ok() {
                let s: String = obj.extract()?;
                if s.contains('=') || s.contains('\n') {
                    Rules::from_toml(&s)
                } else {
                    // A name as the command line takes it (any case, `-`,
                    // `_` or spaces: `uno_core::rules::lookup`); a rules
                    // text or dict keeps the file format's exact names.
                    return uno_core::rules::lookup::preset_rules(&s)
                        .map_err(|e| fail("unknown_preset", e.to_string()));
                }
            } else if obj.downcast::<PyDict>().is_ok() {
                let json = obj.py().import("json")?.call_method1("dumps", (obj,))?;
                Rules::from_json(&json.extract::<String>()?)
            } else {
                return Err(fail(
                    "invalid_rules",
                    format!(
                        "rules must be a preset name, a TOML text or a dict, not {}",
                        obj.get_type().name()?
                    ),
                ));
            }
        }
    };
    r.map_err(|e| fail(e.code(), e.to_string()))
}

pub(crate) fn level(name: &str) -> PyResult<Level> {
    name.parse::<Level>()
        .map_err(|e| fail("unknown_bot", e.to_string()))
}

/// One entry per seat: a bot level, or `None` for a seat played from
/// Python. `None` for the whole list: every seat from Python.
fn levels(players: usize, bots: Option<Vec<Option<String>>>) -> PyResult<Vec<Option<Level>>> {
    if !(2..=10).contains(&players) {
        return Err(fail(
            "players",
            format!("{players} players: a game needs 2 to 10 (R2.1)"),
        ));
    }
    match bots {
        None => Ok(vec![None; players]),
        Some(list) => {
            if list.len() != players {
                return Err(fail(
                    "bots",
                    format!(
                        "bots lists {} seats but the table has {players}: one entry per seat (None for a learner)",
                        list.len()
                    ),
                ));
            }
            list.iter()
                .map(|b| b.as_deref().map(level).transpose())
                .collect()
        }
    }
}

pub(crate) fn until(s: &str) -> PyResult<Until> {
    match s {
        "round" => Ok(Until::Round),
        "game" => Ok(Until::Game),
        _ => Err(fail(
            "until",
            format!("until must be \"round\" or \"game\", not {s:?}"),
        )),
    }
}

pub(crate) fn reward(s: &str) -> PyResult<Reward> {
    Reward::parse(s).map_err(|m| fail("reward", m))
}

/// A seat count from Python (R2.1), refused by name when out of range.
fn players_arg(players: i128) -> PyResult<usize> {
    count_in("players", players, 2, 10, "R2.1: seats at a table")
}

/// `history` from Python (`table::MAX_HISTORY` at most).
fn history_arg(history: i128) -> PyResult<usize> {
    count_in(
        "history",
        history,
        0,
        table::MAX_HISTORY,
        "the last discards an observation carries",
    )
}

/// Whether NumPy may write to the array in place.
fn writable(a: &Bound<'_, PyUntypedArray>) -> bool {
    // SAFETY: reading the flags of a live array object (GIL held).
    unsafe { (*a.as_array_ptr()).flags & NPY_ARRAY_WRITEABLE != 0 }
}

/// A seat number from Python (a plain int), checked against the table.
fn seat_arg(t: &Table, seat: i64) -> PyResult<Seat> {
    match u8::try_from(seat).map(Seat::new) {
        Ok(s) if s.index() < t.players() => Ok(s),
        _ => Err(fail(
            "no_such_seat",
            format!("seat {seat} is not at this table"),
        )),
    }
}

/// One table: a game, bots at some seats, and the decision waiting for a
/// learner seat (see `uno_env.UnoAEC` and `uno_env.UnoGym`).
///
/// `copy.deepcopy`, `copy.copy` and `pickle` give an independent table
/// that plays on exactly as this one would (how: `Table::copy` and this
/// crate's `pickle` module).
#[pyclass(module = "uno_env._core", unsendable)]
pub struct Env {
    t: Table,
    /// The scenario file's text of a table made by `from_scenario` (a
    /// pickle keeps it: the table starts again from it).
    scenario: Option<String>,
}

#[pymethods]
impl Env {
    // Episodes stop (truncated, zero rewards) after `max_actions` actions
    // (default 20,000 here, in `from_scenario` and in `VecEnv`: a literal,
    // so that Python's signature shows it): uniformly random play under a
    // few rule sets can go on for very long (hands grow while cards that
    // make others draw keep coming).
    #[new]
    #[pyo3(signature = (rules=None, players=2, bots=None, seed=0, until="round", reward="win_lose", history=0, max_actions=20_000, *, evidence=false))]
    #[allow(clippy::too_many_arguments)]
    fn new(
        rules: Option<&Bound<'_, PyAny>>,
        players: i128,
        bots: Option<Vec<Option<String>>>,
        seed: i128,
        until: &str,
        reward: &str,
        history: i128,
        max_actions: i128,
        evidence: bool,
    ) -> PyResult<Env> {
        let players = players_arg(players)?;
        let (seed, history) = (uint("seed", seed)?, history_arg(history)?);
        let max_actions = uint("max_actions", max_actions)?;
        let rules = rules_from(rules)?;
        let levels = levels(players, bots)?;
        let compiled = CompiledRules::new(rules);
        let mut t = Table::new(
            &compiled,
            levels,
            seed,
            self::until(until)?,
            self::reward(reward)?,
            history,
        )
        .map_err(err)?;
        t.max_actions = max_actions;
        t.set_evidence(evidence);
        t.steps = Some(Vec::new());
        t.reset(seed).map_err(err)?;
        Ok(Env { t, scenario: None })
    }

    /// A table starting from a scenario file's text (SCENARIOS.md): its
    /// rules, seats and position or deal, with its actions applied.
    /// `reset()` goes back to that point.
    #[staticmethod]
    #[pyo3(signature = (text, bots=None, until="round", reward="win_lose", history=0, max_actions=20_000, *, evidence=false))]
    fn from_scenario(
        text: &str,
        bots: Option<Vec<Option<String>>>,
        until: &str,
        reward: &str,
        history: i128,
        max_actions: i128,
        evidence: bool,
    ) -> PyResult<Env> {
        let history = history_arg(history)?;
        let max_actions = uint("max_actions", max_actions)?;
        let sc = Scenario::parse(text).map_err(|e| fail(e.code(), e.to_string()))?;
        let (game, out) = sc.run_game().map_err(|e| fail(e.code(), e.to_string()))?;
        if let Some(rej) = &out.error {
            return Err(fail(
                rej.code,
                format!(
                    "action {} of the scenario was rejected: {}",
                    rej.index, rej.message
                ),
            ));
        }
        if game.round_over() {
            return Err(fail(
                "scenario_over",
                "the scenario ends with the round over: nothing left to play",
            ));
        }
        let levels = levels(game.players(), bots)?;
        let mut t = Table::from_game(
            game,
            levels,
            self::until(until)?,
            self::reward(reward)?,
            history,
        )
        .map_err(err)?;
        let seed = t.seed;
        t.max_actions = max_actions;
        t.set_evidence(evidence);
        t.steps = Some(Vec::new());
        t.reset(seed).map_err(err)?;
        Ok(Env {
            t,
            scenario: Some(text.to_string()),
        })
    }

    /// Starts a new episode (a scenario table: back to its start).
    #[pyo3(signature = (seed=None))]
    fn reset(&mut self, seed: Option<i128>) -> PyResult<()> {
        let seed = match seed {
            Some(s) => uint("seed", s)?,
            None => mix(self.t.seed, 0x5eed),
        };
        self.t.reset(seed).map_err(err)
    }

    /// Applies the waiting seat's action index; a rejected one raises
    /// `UnoError` with the engine's code and changes nothing.
    fn step(&mut self, action: i64) -> PyResult<()> {
        self.t.step(action).map_err(err)
    }

    /// `uno_env.UnoGym.step` in one call: the learner `seat`'s action
    /// (a rejected one handled as `illegal` says: "raise", "ignore" or
    /// "lose"), the bots to its next decision, then `(obs, reward,
    /// terminated, truncated, info)` (see the `gym` module).
    fn gym_step<'py>(
        &mut self,
        py: Python<'py>,
        action: i64,
        seat: i64,
        illegal: &str,
        dict_obs: bool,
    ) -> PyResult<gym::StepTuple<'py>> {
        let s = seat_arg(&self.t, seat)?;
        let mode = gym::Illegal::parse(illegal).map_err(err)?;
        let out = gym::step(&mut self.t, s, action, mode).map_err(err)?;
        gym::step_tuple(py, &self.t, s, dict_obs, out)
    }

    /// `reset(seed)`, then `(obs, info, done)` of the learner `seat` (as
    /// `gym_step` builds them; `done`: the episode ended before it decided).
    fn gym_reset<'py>(
        &mut self,
        py: Python<'py>,
        seed: i128,
        seat: i64,
        dict_obs: bool,
    ) -> PyResult<gym::ResetTuple<'py>> {
        let seed = uint("seed", seed)?;
        let s = seat_arg(&self.t, seat)?;
        self.t.reset(seed).map_err(err)?;
        let (obs, info) = gym::outputs(py, &self.t, s, dict_obs)?;
        Ok((obs, info, self.t.done()))
    }

    /// Ends the episode as a loss for the waiting seat (an illegal action
    /// under `illegal="lose"`): its reward -1, every other seat's 0.
    /// Returns that seat, or `None` when the episode was already over.
    fn forfeit(&mut self) -> Option<u8> {
        self.t.forfeit().map(|s| s.get())
    }

    /// Raises `UnoError` if `step(action)` would, changing nothing.
    fn check(&self, action: i64) -> PyResult<()> {
        self.t.check(action).map_err(err)
    }

    /// `(seat, offer)` of the waiting decision (`offer`: an out-of-turn
    /// chance, which `DECLINE` lets pass), or `None` when the episode is over.
    fn decision(&self) -> Option<(u8, bool)> {
        // Python sees plain seat numbers.
        self.t.current().map(|(s, offer)| (s.get(), offer))
    }

    #[getter]
    fn done(&self) -> bool {
        self.t.done()
    }
    /// Whether the episode stopped at `max_actions` (rewards zero).
    #[getter]
    fn truncated(&self) -> bool {
        self.t.truncated()
    }
    #[getter]
    fn players(&self) -> usize {
        self.t.players()
    }
    #[getter]
    fn action_size(&self) -> usize {
        self.t.space.size()
    }
    #[getter]
    fn obs_size(&self) -> usize {
        self.t.obs_len()
    }
    /// Whether observations end with the evidence block.
    #[getter]
    fn evidence(&self) -> bool {
        self.t.evidence()
    }
    #[getter]
    fn seed(&self) -> u64 {
        self.t.seed
    }
    /// Actions applied this episode, by learners and bots.
    #[getter]
    fn actions(&self) -> u64 {
        self.t.actions
    }

    /// The observation vector of `seat` (float32).
    fn observe<'py>(&self, py: Python<'py>, seat: i64) -> PyResult<Bound<'py, PyArray1<f32>>> {
        let s = seat_arg(&self.t, seat)?;
        let arr = PyArray1::zeros(py, self.t.obs_len(), false);
        // SAFETY: `arr` was just created here, is contiguous and no other
        // reference to it exists yet (this skips the borrow tracker).
        self.t.write_obs(s, unsafe { arr.as_slice_mut()? });
        Ok(arr)
    }

    /// The action mask of `seat` (int8): its legal actions if the table
    /// waits for it, else all zero.
    fn action_mask<'py>(&self, py: Python<'py>, seat: i64) -> PyResult<Bound<'py, PyArray1<i8>>> {
        let s = seat_arg(&self.t, seat)?;
        let arr = PyArray1::zeros(py, self.t.space.size(), false);
        // SAFETY: as in `observe`: a fresh array nobody else holds.
        self.write_mask_i8(s, unsafe { arr.as_slice_mut()? });
        Ok(arr)
    }

    /// `(observe(seat), action_mask(seat))` in one call.
    #[allow(clippy::type_complexity)]
    fn observe_with_mask<'py>(
        &self,
        py: Python<'py>,
        seat: i64,
    ) -> PyResult<(Bound<'py, PyArray1<f32>>, Bound<'py, PyArray1<i8>>)> {
        Ok((self.observe(py, seat)?, self.action_mask(py, seat)?))
    }

    /// `{"observation": observe(seat), "action_mask": action_mask(seat)}`
    /// built in one call (the PettingZoo observation).
    fn observe_dict<'py>(&self, py: Python<'py>, seat: i64) -> PyResult<Bound<'py, PyDict>> {
        let d = PyDict::new(py);
        d.set_item(intern!(py, "observation"), self.observe(py, seat)?)?;
        d.set_item(intern!(py, "action_mask"), self.action_mask(py, seat)?)?;
        Ok(d)
    }

    /// Writes `seat`'s observation and action mask into the given arrays
    /// (float32 of `obs_size`, int8 of `action_size`), allocating nothing.
    fn observe_into(
        &self,
        seat: i64,
        obs: &Bound<'_, PyArray1<f32>>,
        mask: &Bound<'_, PyArray1<i8>>,
    ) -> PyResult<()> {
        let s = seat_arg(&self.t, seat)?;
        let (n_obs, n_act) = (self.t.obs_len(), self.t.space.size());
        if obs.len() != n_obs || mask.len() != n_act {
            return Err(fail(
                "usage",
                format!(
                    "observe_into needs arrays of {n_obs} and {n_act} values, not {} and {}",
                    obs.len(),
                    mask.len()
                ),
            ));
        }
        if !writable(obs.as_untyped())
            || !writable(mask.as_untyped())
            || !obs.is_contiguous()
            || !mask.is_contiguous()
        {
            return Err(fail(
                "usage",
                "observe_into needs writeable, contiguous arrays",
            ));
        }
        // SAFETY: both arrays are writeable and contiguous (checked above,
        // as_slice_mut checks contiguity again); each slice lives only
        // while it is written, one after the other, so even two views of
        // one buffer are never borrowed at once. The GIL is held.
        let o = unsafe { obs.as_slice_mut()? };
        self.t.write_obs(s, o);
        // SAFETY: as above; `o` is no longer used.
        let m = unsafe { mask.as_slice_mut()? };
        m.fill(0);
        self.write_mask_i8(s, m);
        Ok(())
    }

    /// `step(action)`, then the next decision in one number: `2 * seat +
    /// offer` (offer 1 for an out-of-turn chance), or -1 when the episode
    /// is over. A rejected action raises `UnoError` and changes nothing.
    fn step_next(&mut self, action: i64) -> PyResult<i64> {
        self.t.step(action).map_err(err)?;
        Ok(self.next_code())
    }

    /// `step(action)` for the PettingZoo environment: then, if a seat must
    /// decide, sets `infos[seat]["offer"]` (an out-of-turn chance) and
    /// `infos[seat]["legal_moves"]` (its legal action indices) and returns
    /// the seat; -1 when the episode is over. A rejected action raises
    /// `UnoError` and changes nothing.
    fn step_infos(
        &mut self,
        py: Python<'_>,
        action: i64,
        infos: &Bound<'_, pyo3::types::PyList>,
    ) -> PyResult<i64> {
        // Checked first, so that a bad list changes nothing.
        self.check_infos(infos)?;
        self.t.step(action).map_err(err)?;
        self.fill_info(py, infos)
    }

    /// As `step_infos` without an action: fills the waiting seat's info.
    fn decision_infos(
        &self,
        py: Python<'_>,
        infos: &Bound<'_, pyo3::types::PyList>,
    ) -> PyResult<i64> {
        self.check_infos(infos)?;
        self.fill_info(py, infos)
    }

    /// The waiting decision as `step_next` returns it (-1: episode over).
    fn decision_code(&self) -> i64 {
        self.next_code()
    }

    /// The legal action indices of the waiting decision.
    fn legal_actions(&self) -> Vec<u32> {
        self.t.legal().to_vec()
    }

    /// Final rewards per seat (zeros until the episode is over).
    fn rewards(&self) -> Vec<f32> {
        let mut r = vec![0.0; self.t.players()];
        self.t.rewards(&mut r);
        r
    }

    /// What an action index means for `seat` (default: the waiting seat).
    #[pyo3(signature = (action, seat=None))]
    fn describe(&self, action: i64, seat: Option<i64>) -> PyResult<String> {
        let s = match seat {
            Some(s) => seat_arg(&self.t, s)?,
            None => self.t.current().map_or(Seat::new(0), |c| c.0),
        };
        encode::describe(&self.t.space, s, action).map_err(|m| fail("invalid_action_index", m))
    }

    /// The engine's view of `seat` (the JSON the server sends), as a dict.
    fn view<'py>(&self, py: Python<'py>, seat: i64) -> PyResult<Bound<'py, PyAny>> {
        let s = seat_arg(&self.t, seat)?;
        let v = self.t.game().view(Viewer::Seat(s));
        let text = serde_json::to_string(&v).map_err(|e| fail("internal", e.to_string()))?;
        py.import("json")?.call_method1("loads", (text,))
    }

    /// The privileged state for `seat` (docs/python.md "Privileged
    /// state"): every other seat's hand and the draw pile, which `seat`
    /// cannot see. For training critics only: never a policy's input.
    fn state<'py>(&self, py: Python<'py>, seat: i64) -> PyResult<Bound<'py, PyArray1<f32>>> {
        let s = seat_arg(&self.t, seat)?;
        let mut out = vec![0.0f32; state::STATE_LEN];
        self.t.write_state(s, &mut out);
        Ok(PyArray1::from_vec(py, out))
    }

    #[getter]
    fn state_size(&self) -> usize {
        state::STATE_LEN
    }

    /// A copy in which every card `seat` cannot see is re-dealt at random
    /// (for tests of hidden information): `seat`'s observation is the same.
    fn permute_hidden(&self, seat: i64, seed: i128) -> PyResult<Env> {
        let seed = uint("seed", seed)?;
        let s = seat_arg(&self.t, seat)?;
        Ok(Env {
            t: self.t.permuted(s, seed).map_err(err)?,
            scenario: self.scenario.clone(),
        })
    }

    /// The rules as the TOML the engine loads.
    fn rules_toml(&self) -> String {
        self.t.game().rules().to_toml()
    }

    /// `copy.deepcopy(env)`: an independent table that plays on exactly
    /// as this one would, bots included.
    fn __deepcopy__(&self, _memo: &Bound<'_, PyAny>) -> PyResult<Env> {
        self.__copy__()
    }

    /// `copy.copy(env)`: the same as `copy.deepcopy` (a table shares
    /// nothing with its copy).
    fn __copy__(&self) -> PyResult<Env> {
        Ok(Env {
            t: self.t.copy().map_err(err)?,
            scenario: self.scenario.clone(),
        })
    }

    /// `pickle`: the table as its making and the learners' actions since
    /// the episode was dealt (`uno_env._core._env_from_state` makes it
    /// again).
    fn __reduce__<'py>(
        &self,
        py: Python<'py>,
    ) -> PyResult<(Bound<'py, PyAny>, (Bound<'py, PyDict>,))> {
        pickle::reduce(py, self)
    }
}

impl Env {
    /// `infos` must hold one dict per seat.
    fn check_infos(&self, infos: &Bound<'_, pyo3::types::PyList>) -> PyResult<()> {
        if infos.len() != self.t.players() || infos.iter().any(|i| !i.is_instance_of::<PyDict>()) {
            return Err(fail(
                "usage",
                format!(
                    "infos must be a list of {} dicts, one per seat",
                    self.t.players()
                ),
            ));
        }
        Ok(())
    }

    fn fill_info(&self, py: Python<'_>, infos: &Bound<'_, pyo3::types::PyList>) -> PyResult<i64> {
        let Some((seat, offer)) = self.t.current() else {
            return Ok(-1);
        };
        let info = infos.get_item(seat.index())?;
        info.set_item(intern!(py, "offer"), offer)?;
        info.set_item(
            intern!(py, "legal_moves"),
            pyo3::types::PyList::new(py, self.t.legal())?,
        )?;
        Ok(i64::from(seat.get()))
    }

    fn next_code(&self) -> i64 {
        match self.t.current() {
            Some((seat, offer)) => 2 * i64::from(seat.get()) + offer as i64,
            None => -1,
        }
    }

    fn write_mask_i8(&self, seat: Seat, out: &mut [i8]) {
        if self.t.current().map(|c| c.0) == Some(seat) {
            for &i in self.t.legal() {
                out[i as usize] = 1;
            }
        }
    }
}

/// A built-in bot (`random`, `chaos`, `easy`, `medium`, `hard`) as a
/// policy: `act(env)` returns its action index for the decision `env`
/// waits for, seeing only that seat's observation (not the event history
/// a bot seated in a table receives).
#[pyclass(name = "Bot", module = "uno_env._core", unsendable)]
pub struct PyBot {
    bot: Box<dyn Bot>,
}

#[pymethods]
impl PyBot {
    #[new]
    #[pyo3(signature = (level="random", seed=0))]
    fn new(level: &str, seed: i128) -> PyResult<PyBot> {
        let seed = uint("seed", seed)?;
        Ok(PyBot {
            bot: make_bot(self::level(level)?, seed),
        })
    }
    #[getter]
    fn name(&self) -> &'static str {
        self.bot.name()
    }
    fn act(&mut self, env: &Env) -> PyResult<i64> {
        env.t.bot_choice(&mut *self.bot).map_err(err)
    }
}

#[pymodule]
fn _core(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("UnoError", m.py().get_type::<UnoError>())?;
    m.add_class::<Env>()?;
    m.add_class::<VecEnv>()?;
    m.add_class::<PyBot>()?;
    m.add_function(wrap_pyfunction!(sim_json, m)?)?;
    m.add_function(wrap_pyfunction!(presets, m)?)?;
    m.add_function(wrap_pyfunction!(rules_toml, m)?)?;
    m.add_function(wrap_pyfunction!(action_size, m)?)?;
    m.add_function(wrap_pyfunction!(trace_actions, m)?)?;
    m.add_function(wrap_pyfunction!(pickle::_env_from_state, m)?)?;
    for (name, v) in [
        ("DRAW", encode::DRAW),
        ("PASS", encode::PASS),
        ("ACCEPT", encode::ACCEPT),
        ("CHALLENGE", encode::CHALLENGE),
        ("CHOOSE_COLOR", encode::CHOOSE_COLOR),
        ("CHOOSE_PLAYER", encode::CHOOSE_PLAYER),
        ("UNO", encode::UNO),
        ("CATCH", encode::CATCH),
        ("COMPLY", encode::COMPLY),
        ("PENALTY", encode::PENALTY),
        ("NEXT_ROUND", encode::NEXT_ROUND),
        ("DECLINE", encode::DECLINE),
        ("BASE_ACTIONS", encode::BASE_ACTIONS),
        ("OBS_BASE", encode::OBS_BASE),
        ("OBS_HAND", encode::OBS_HAND),
        ("OBS_TOP", encode::OBS_TOP),
        ("OBS_COLOR", encode::OBS_COLOR),
        ("OBS_DECISION", encode::OBS_DECISION),
        ("OBS_DRAWN", encode::OBS_DRAWN),
        ("OBS_HAND_SIZES", encode::OBS_HAND_SIZES),
        ("OBS_ACTIVE", encode::OBS_ACTIVE),
        ("OBS_TO_ACT", encode::OBS_TO_ACT),
        ("OBS_EXPOSED", encode::OBS_EXPOSED),
        ("OBS_SCORES", encode::OBS_SCORES),
        ("OBS_DIRECTION", encode::OBS_DIRECTION),
        ("OBS_PENALTY", encode::OBS_PENALTY),
        ("OBS_DRAW_PILE", encode::OBS_DRAW_PILE),
        ("OBS_DISCARD_SIZE", encode::OBS_DISCARD_SIZE),
        ("OBS_PLAYERS", encode::OBS_PLAYERS),
        ("OBS_HONOUR", encode::OBS_HONOUR),
        ("OBS_DISCARD", encode::OBS_DISCARD),
        ("OBS_REVEALED", encode::OBS_REVEALED),
        ("OBS_PLAYABLE", encode::OBS_PLAYABLE),
        ("OBS_HAND_COLORS", encode::OBS_HAND_COLORS),
        ("OBS_TEAM", encode::OBS_TEAM),
        ("EVIDENCE_LEN", encode::EVIDENCE_LEN),
        ("EVIDENCE_PER_SEAT", encode::EVIDENCE_PER_SEAT),
        ("EV_LACKS", encode::EV_LACKS),
        ("EV_NAMED", encode::EV_NAMED),
        ("EV_LAST_COLOR", encode::EV_LAST_COLOR),
        ("EV_KNOWN", encode::EV_KNOWN),
        ("EV_BLUFF", encode::EV_BLUFF),
        ("STATE_HANDS", state::STATE_HANDS),
        ("STATE_DRAW", state::STATE_DRAW),
        ("STATE_DRAW_SIZE", state::STATE_DRAW_SIZE),
        ("STATE_SIZE", state::STATE_LEN),
    ] {
        m.add(name, v)?;
    }
    Ok(())
}
