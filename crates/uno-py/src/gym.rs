//! `uno_env.UnoGym`'s step and reset, each one call into Rust: the
//! learner's action is applied (or judged illegal), the bots play to the
//! learner's next decision, and everything Gymnasium's `step` returns is
//! built here: `(obs, reward, terminated, truncated, info)`.
//!
//! Illegal actions (outside the mask, rejected by the engine) are handled
//! as [`Illegal`] says. The default, [`Illegal::Lose`], ends the episode
//! as a loss for the learner, as PettingZoo's classic environments do
//! (`TerminateIllegalWrapper`): Gymnasium's `check_env` steps with
//! unmasked random actions and must pass with default arguments.

use numpy::{PyArray1, PyArrayMethods};
use pyo3::intern;
use pyo3::prelude::*;
use pyo3::types::PyDict;
use uno_core::Seat;

use crate::table::{Failure, Table};

/// What a step does with an action the engine rejects.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Illegal {
    /// Raise `UnoError` with the engine's code; nothing changes.
    Raise,
    /// Nothing happens: reward 0, the same decision waits,
    /// `info["illegal"]` holds the code.
    Ignore,
    /// The episode ends as a loss for the learner ([`Table::forfeit`]):
    /// reward -1, terminated, `info["illegal"]` holds the code.
    Lose,
}

impl Illegal {
    pub fn parse(s: &str) -> Result<Illegal, Failure> {
        match s {
            "raise" => Ok(Illegal::Raise),
            "ignore" => Ok(Illegal::Ignore),
            "lose" => Ok(Illegal::Lose),
            _ => Err(Failure::new(
                "illegal",
                format!(r#"expected "raise", "ignore" or "lose", not {s:?}"#),
            )),
        }
    }
}

/// Applies the learner's `action` at the waiting decision. `Ok(None)`:
/// applied (the bots have played to the next learner decision or the
/// end). `Ok(Some(f))`: rejected with `f`, handled as `mode` says (never
/// for [`Illegal::Raise`]). `Err`: raised: a rejected action under
/// [`Illegal::Raise`], a step after the episode is over (whatever the
/// mode: that is a usage error, not a move), or a fault after the action
/// was applied (a bot's).
pub fn apply(t: &mut Table, action: i64, mode: Illegal) -> Result<Option<Failure>, Failure> {
    // The mask is checked first: legal actions skip `check`'s copy.
    let listed = u32::try_from(action).is_ok_and(|i| t.legal().contains(&i));
    if listed || mode == Illegal::Raise {
        return t.step(action).map(|()| None);
    }
    match t.check(action) {
        // The engine takes an action the mask leaves out: apply it, as
        // `raise` would.
        Ok(()) => t.step(action).map(|()| None),
        Err(f) if f.code == "episode_over" => Err(f),
        Err(f) => {
            if mode == Illegal::Lose {
                t.forfeit();
            }
            Ok(Some(f))
        }
    }
}

/// The learner's reward now: its final reward once the episode is over
/// (-1 after a forfeit), else 0.
pub fn reward(t: &Table, seat: Seat) -> f32 {
    if !t.done() {
        return 0.0;
    }
    let mut r = [0.0f32; 10];
    let n = t.players();
    t.rewards(&mut r[..n]);
    r[seat.index()]
}

/// `(obs, info)` of the learner `seat`: the observation (float32), or
/// with `dict_obs` a dict of it and the int8 `action_mask`; `info` holds
/// `action_mask` (int8, as Gymnasium's Taxi gives it, so that
/// `env.action_space.sample(info["action_mask"])` draws a legal action)
/// and `offer` (an out-of-turn chance).
pub fn outputs<'py>(
    py: Python<'py>,
    t: &Table,
    seat: Seat,
    dict_obs: bool,
) -> PyResult<(Bound<'py, PyAny>, Bound<'py, PyDict>)> {
    let current = t.current();
    let waiting = current.map(|c| c.0) == Some(seat);
    let obs = PyArray1::<f32>::zeros(py, t.obs_len(), false);
    // SAFETY: arrays created here, contiguous, not yet shared with Python.
    t.write_obs(seat, unsafe { obs.as_slice_mut()? });
    let mask = PyArray1::<i8>::zeros(py, t.space.size(), false);
    // SAFETY: as above.
    let m = unsafe { mask.as_slice_mut()? };
    if waiting {
        for &i in t.legal() {
            m[i as usize] = 1;
        }
    }
    let info = PyDict::new(py);
    info.set_item(intern!(py, "action_mask"), &mask)?;
    info.set_item(intern!(py, "offer"), current.is_some_and(|c| c.1))?;
    if !dict_obs {
        return Ok((obs.into_any(), info));
    }
    let m8 = PyArray1::<i8>::zeros(py, t.space.size(), false);
    // SAFETY: as above.
    let s8 = unsafe { m8.as_slice_mut()? };
    if waiting {
        for &i in t.legal() {
            s8[i as usize] = 1;
        }
    }
    let d = PyDict::new(py);
    d.set_item(intern!(py, "observation"), obs)?;
    d.set_item(intern!(py, "action_mask"), m8)?;
    Ok((d.into_any(), info))
}

/// The scalar part of a step's result.
pub struct StepOut {
    pub reward: f32,
    pub terminated: bool,
    pub truncated: bool,
    /// The code of a rejected action (`info["illegal"]`).
    pub illegal: Option<Failure>,
}

/// One Gymnasium step of the learner `seat` ([`apply`], then the
/// learner's reward and the episode's state).
pub fn step(t: &mut Table, seat: Seat, action: i64, mode: Illegal) -> Result<StepOut, Failure> {
    let illegal = apply(t, action, mode)?;
    let truncated = t.truncated();
    Ok(StepOut {
        reward: reward(t, seat),
        terminated: t.done() && !truncated,
        truncated,
        illegal,
    })
}

/// What `UnoGym.step` returns: `(obs, reward, terminated, truncated, info)`.
pub type StepTuple<'py> = (Bound<'py, PyAny>, f32, bool, bool, Bound<'py, PyDict>);

/// What `Env.gym_reset` returns: `(obs, info, done)`.
pub type ResetTuple<'py> = (Bound<'py, PyAny>, Bound<'py, PyDict>, bool);

/// Builds the tuple `UnoGym.step` returns from a step's result.
pub fn step_tuple<'py>(
    py: Python<'py>,
    t: &Table,
    seat: Seat,
    dict_obs: bool,
    out: StepOut,
) -> PyResult<StepTuple<'py>> {
    let (obs, info) = outputs(py, t, seat, dict_obs)?;
    if let Some(f) = &out.illegal {
        info.set_item(intern!(py, "illegal"), f.code.as_str())?;
    }
    Ok((obs, out.reward, out.terminated, out.truncated, info))
}

#[cfg(test)]
mod tests {
    use super::*;
    use uno_bots::{Level, Until};
    use uno_core::CompiledRules;

    use crate::table::Reward;

    /// A classic table: the learner at seat 0, random bots at the others,
    /// waiting for the learner; with an index outside its mask.
    fn table(players: usize) -> (Table, i64) {
        let rules = uno_core::RulesSpec {
            preset: Some("classic".into()),
            ..Default::default()
        }
        .resolve()
        .unwrap();
        let mut levels = vec![Some(Level::Random); players];
        levels[0] = None;
        let mut t = Table::new(
            &CompiledRules::new(rules),
            levels,
            3,
            Until::Round,
            Reward::WinLose,
            0,
        )
        .unwrap();
        t.reset(3).unwrap();
        assert_eq!(t.current().map(|c| c.0), Some(Seat::new(0)));
        let illegal = (0..t.space.size() as u32)
            .find(|i| !t.legal().contains(i))
            .unwrap();
        (t, i64::from(illegal))
    }

    #[test]
    fn lose_ends_the_episode_with_minus_one_for_the_offender_only() {
        let (mut t, illegal) = table(3);
        let out = step(&mut t, Seat::new(0), illegal, Illegal::Lose).unwrap();
        assert_eq!(
            (out.reward, out.terminated, out.truncated),
            (-1.0, true, false)
        );
        assert!(out.illegal.is_some());
        assert!(t.done() && t.legal().is_empty());
        assert_eq!(t.forfeited(), Some(Seat::new(0)));
        let mut r = [9.0; 3];
        t.rewards(&mut r);
        assert_eq!(r, [-1.0, 0.0, 0.0]);
        // After the end every step is a usage error, in every mode.
        for mode in [Illegal::Lose, Illegal::Ignore, Illegal::Raise] {
            let f = apply(&mut t, 0, mode).err().unwrap();
            assert_eq!(f.code, "episode_over");
        }
        // reset clears the forfeit.
        t.reset(4).unwrap();
        assert_eq!(t.forfeited(), None);
        t.rewards(&mut r);
        assert_eq!(r, [0.0; 3]);
    }

    #[test]
    fn ignore_and_raise_change_nothing() {
        let (mut t, illegal) = table(2);
        let legal = t.legal().to_vec();
        let out = step(&mut t, Seat::new(0), illegal, Illegal::Ignore).unwrap();
        assert_eq!(
            (out.reward, out.terminated, out.truncated),
            (0.0, false, false)
        );
        let code = out.illegal.unwrap().code;
        assert_eq!(t.legal(), &legal[..]);
        assert_eq!(t.actions, 0);
        let f = step(&mut t, Seat::new(0), illegal, Illegal::Raise)
            .err()
            .unwrap();
        assert_eq!(f.code, code);
        assert_eq!(t.legal(), &legal[..]);
        assert_eq!(t.forfeited(), None);
        // A legal action is applied in every mode.
        let out = step(&mut t, Seat::new(0), i64::from(legal[0]), Illegal::Lose).unwrap();
        assert!(out.illegal.is_none() && t.actions >= 1);
        assert!(matches!(Illegal::parse("often"), Err(f) if f.code == "illegal"));
    }
}
