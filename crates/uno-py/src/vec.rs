//! [`VecEnv`]: N tables stepped in Rust per call, NumPy arrays out,
//! automatic reset, optional worker threads.

use numpy::{PyArray1, PyArray2, PyArrayMethods, PyReadonlyArray1};
use pyo3::prelude::*;
use rayon::prelude::*;
use uno_core::{CompiledRules, Seat};

use crate::args::{count_from, count_in, uint};
use crate::state::STATE_LEN;
use crate::table::{mix, Failure, Table};
use crate::{encode, err, fail, history_arg, levels, players_arg, reward, rules_from, until};

/// The most tables one `VecEnv` steps (a few gigabytes of tables and
/// arrays): a larger count is refused, not left to fail to allocate,
/// which would end the interpreter.
pub const MAX_ENVS: usize = 1 << 20;

#[pyclass(module = "uno_env._core", unsendable)]
pub struct VecEnv {
    tables: Vec<Table>,
    episodes: Vec<u64>,
    seed: u64,
    pool: Option<rayon::ThreadPool>,
    obs_len: usize,
    actions: usize,
    players: usize,
    finished: u64,
}

fn episode_seed(seed: u64, env: usize, episode: u64) -> u64 {
    mix(mix(seed, env as u64), episode)
}

/// One table's part of a step's output.
struct Row<'a> {
    obs: &'a mut [f32],
    mask: &'a mut [u8],
    reward: &'a mut [f32],
    /// 1 terminated, 2 truncated (split into two bool arrays after).
    done: &'a mut u8,
    agent: &'a mut i64,
}

fn write_row(t: &Table, r: Row<'_>) {
    let seat = t.current().map_or(Seat::new(0), |c| c.0);
    t.write_obs(seat, r.obs);
    t.write_mask(seat, r.mask);
    *r.agent = i64::from(seat.get());
}

impl VecEnv {
    /// Runs `f` on every table with its output row, on the pool if any.
    #[allow(clippy::too_many_arguments)]
    fn each<F>(
        &mut self,
        py: Python<'_>,
        obs: &mut [f32],
        mask: &mut [u8],
        rew: &mut [f32],
        done: &mut [u8],
        agent: &mut [i64],
        f: F,
    ) -> Result<(), Failure>
    where
        F: Fn(usize, &mut Table, &mut u64, Row<'_>) -> Result<(), Failure> + Sync + Send,
    {
        let (d, a, p) = (self.obs_len, self.actions, self.players);
        let tables = &mut self.tables;
        let episodes = &mut self.episodes;
        let pool = &self.pool;
        py.allow_threads(move || match pool {
            None => {
                let it = tables
                    .iter_mut()
                    .zip(episodes.iter_mut())
                    .zip(obs.chunks_mut(d))
                    .zip(mask.chunks_mut(a))
                    .zip(rew.chunks_mut(p))
                    .zip(done.iter_mut())
                    .zip(agent.iter_mut())
                    .enumerate();
                for (i, ((((((t, e), obs), mask), reward), done), agent)) in it {
                    f(
                        i,
                        t,
                        e,
                        Row {
                            obs,
                            mask,
                            reward,
                            done,
                            agent,
                        },
                    )?;
                }
                Ok(())
            }
            Some(pool) => pool.install(|| {
                tables
                    .par_iter_mut()
                    .zip(episodes.par_iter_mut())
                    .zip(obs.par_chunks_mut(d))
                    .zip(mask.par_chunks_mut(a))
                    .zip(rew.par_chunks_mut(p))
                    .zip(done.par_iter_mut())
                    .zip(agent.par_iter_mut())
                    .enumerate()
                    .with_min_len(16)
                    .try_for_each(|(i, ((((((t, e), obs), mask), reward), done), agent))| {
                        f(
                            i,
                            t,
                            e,
                            Row {
                                obs,
                                mask,
                                reward,
                                done,
                                agent,
                            },
                        )
                    })
            }),
        })
    }
}

type Outputs<'py> = (
    Bound<'py, PyArray2<f32>>,
    Bound<'py, PyArray2<u8>>,
    Bound<'py, PyArray2<f32>>,
    Bound<'py, PyArray1<u8>>,
    Bound<'py, PyArray1<i64>>,
);

type StepOut<'py> = (
    Bound<'py, PyArray2<f32>>,
    Bound<'py, PyArray2<u8>>,
    Bound<'py, PyArray2<f32>>,
    Bound<'py, PyArray1<bool>>,
    Bound<'py, PyArray1<bool>>,
    Bound<'py, PyArray1<i64>>,
);

#[pymethods]
impl VecEnv {
    #[new]
    #[pyo3(signature = (num_envs, rules=None, players=2, bots=None, seed=0, threads=1, until="round", reward="win_lose", history=0, max_actions=20_000, *, evidence=false))]
    #[allow(clippy::too_many_arguments)]
    fn new(
        num_envs: i128,
        rules: Option<&Bound<'_, PyAny>>,
        players: i128,
        bots: Option<Vec<Option<String>>>,
        seed: i128,
        threads: i128,
        until: &str,
        reward: &str,
        history: i128,
        max_actions: i128,
        evidence: bool,
    ) -> PyResult<VecEnv> {
        // Every count and seed is checked before anything is made.
        let num_envs = count_in("num_envs", num_envs, 1, MAX_ENVS, "tables")?;
        let players = players_arg(players)?;
        let seed = uint("seed", seed)?;
        let threads = count_from("threads", threads, 1)?;
        let history = history_arg(history)?;
        let max_actions = uint("max_actions", max_actions)?;
        let rules = CompiledRules::new(rules_from(rules)?);
        let levels = levels(players, bots)?;
        if levels.iter().all(Option::is_some) {
            return Err(fail(
                "bots",
                "every seat is a bot: leave at least one seat None for the learner",
            ));
        }
        let (until, reward) = (self::until(until)?, self::reward(reward)?);
        // Every table is dealt here, as `Env` is and as `reset()` deals
        // it: `step`, `legal` and `state` before `reset()` see the first
        // episodes, not tables that wait for nothing ("episode over").
        let tables = (0..num_envs)
            .map(|i| {
                let seed = episode_seed(seed, i, 0);
                let mut t = Table::new(&rules, levels.clone(), seed, until, reward, history)?;
                t.max_actions = max_actions;
                t.set_evidence(evidence);
                t.reset(seed)?;
                Ok(t)
            })
            .collect::<Result<Vec<_>, _>>()
            .map_err(err)?;
        let actions = tables[0].space.size();
        let pool = if threads > 1 {
            Some(
                rayon::ThreadPoolBuilder::new()
                    .num_threads(threads)
                    .build()
                    .map_err(|e| fail("threads", e.to_string()))?,
            )
        } else {
            None
        };
        Ok(VecEnv {
            tables,
            episodes: vec![0; num_envs],
            seed,
            pool,
            obs_len: encode::obs_len(history, evidence),
            actions,
            players,
            finished: 0,
        })
    }

    #[getter]
    fn num_envs(&self) -> usize {
        self.tables.len()
    }
    #[getter]
    fn obs_size(&self) -> usize {
        self.obs_len
    }
    #[getter]
    fn action_size(&self) -> usize {
        self.actions
    }
    #[getter]
    fn players(&self) -> usize {
        self.players
    }
    /// Width of [`VecEnv::state`]'s rows.
    #[getter]
    fn state_size(&self) -> usize {
        STATE_LEN
    }
    /// Episodes finished since construction.
    #[getter]
    fn episodes_done(&self) -> u64 {
        self.finished
    }

    /// Restarts every table (episode seeds from `seed`, default the
    /// constructor's). Returns `(obs, mask, agent)`.
    #[pyo3(signature = (seed=None))]
    #[allow(clippy::type_complexity)]
    fn reset<'py>(
        &mut self,
        py: Python<'py>,
        seed: Option<i128>,
    ) -> PyResult<(
        Bound<'py, PyArray2<f32>>,
        Bound<'py, PyArray2<u8>>,
        Bound<'py, PyArray1<i64>>,
    )> {
        if let Some(s) = seed {
            self.seed = uint("seed", s)?;
        }
        self.episodes.iter_mut().for_each(|e| *e = 0);
        let seed = self.seed;
        let (obs, mask, rew, done, agent) = self.outputs(py);
        {
            let (mut o, mut m, mut r, mut d, mut a) = (
                obs.readwrite(),
                mask.readwrite(),
                rew.readwrite(),
                done.readwrite(),
                agent.readwrite(),
            );
            self.each(
                py,
                o.as_slice_mut()?,
                m.as_slice_mut()?,
                r.as_slice_mut()?,
                d.as_slice_mut()?,
                a.as_slice_mut()?,
                |i, t, _e, row| {
                    t.reset(episode_seed(seed, i, 0))?;
                    write_row(t, row);
                    Ok(())
                },
            )
            .map_err(err)?;
        }
        Ok((obs, mask, agent))
    }

    /// Applies one action index per table (for the seat each waits for);
    /// a negative index leaves that table as it is (its row repeats the
    /// decision it waits for, with zero rewards), so a trainer that waits
    /// for one seat can step only the tables it needs.
    /// Every other action is checked first: if any is rejected, `UnoError`
    /// (the engine's code, with the table's number) and nothing changes.
    /// Returns `(obs, mask, rewards[N, players], terminated, truncated,
    /// agent)`; a table whose episode ended reports its final rewards
    /// (zero when truncated at `max_actions`) and is reset, and its
    /// `obs`/`mask`/`agent` are the new episode's.
    fn step<'py>(
        &mut self,
        py: Python<'py>,
        actions: PyReadonlyArray1<'py, i64>,
    ) -> PyResult<StepOut<'py>> {
        let acts = actions.as_slice()?;
        if acts.len() != self.tables.len() {
            return Err(fail(
                "actions",
                format!(
                    "{} actions for {} tables: one per table",
                    acts.len(),
                    self.tables.len()
                ),
            ));
        }
        for (i, (t, &a)) in self.tables.iter().zip(acts).enumerate() {
            if a < 0 {
                continue;
            }
            if let Err(f) = t.check(a) {
                return Err(fail(&f.code, format!("table {i}: {}", f.message)));
            }
        }
        let seed = self.seed;
        let (obs, mask, rew, done, agent) = self.outputs(py);
        {
            let (mut o, mut m, mut r, mut d, mut ag) = (
                obs.readwrite(),
                mask.readwrite(),
                rew.readwrite(),
                done.readwrite(),
                agent.readwrite(),
            );
            self.each(
                py,
                o.as_slice_mut()?,
                m.as_slice_mut()?,
                r.as_slice_mut()?,
                d.as_slice_mut()?,
                ag.as_slice_mut()?,
                |i, t, e, row| {
                    if acts[i] < 0 {
                        write_row(t, row);
                        return Ok(());
                    }
                    t.step(acts[i])?;
                    if t.done() {
                        t.rewards(row.reward);
                        *row.done = if t.truncated() { 2 } else { 1 };
                        *e += 1;
                        t.reset(episode_seed(seed, i, *e))?;
                    }
                    write_row(t, row);
                    Ok(())
                },
            )
            .map_err(err)?;
        }
        let codes = done.readonly();
        let codes = codes.as_slice()?;
        self.finished += codes.iter().filter(|&&d| d > 0).count() as u64;
        let term = PyArray1::from_iter(py, codes.iter().map(|&d| d == 1));
        let trunc = PyArray1::from_iter(py, codes.iter().map(|&d| d == 2));
        Ok((obs, mask, rew, term, trunc, agent))
    }

    /// The privileged state of every table's waiting decision (`agent[i]`'s
    /// seat), `(num_envs, state_size)` float32: every other seat's hand and
    /// the draw pile (`crate::state`), which that seat cannot see. For
    /// training critics only (perfect-information value targets), never
    /// a policy's input; a separate call, so no observation carries it.
    fn state<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyArray2<f32>>> {
        let arr = PyArray2::zeros(py, [self.tables.len(), STATE_LEN], false);
        {
            let mut w = arr.readwrite();
            let out = w.as_slice_mut()?;
            // Serial: a table is not `Sync` (its bots), and this is a copy
            // of counts, small beside a step.
            for (t, row) in self.tables.iter().zip(out.chunks_mut(STATE_LEN)) {
                let seat = t.current().map_or(Seat::new(0), |c| c.0);
                t.write_state(seat, row);
            }
        }
        Ok(arr)
    }

    /// The legal action indices of every table, as `(flat, offsets)`:
    /// table `i`'s are `flat[offsets[i]:offsets[i+1]]` (int32, int64).
    #[allow(clippy::type_complexity)]
    fn legal<'py>(
        &self,
        py: Python<'py>,
    ) -> (Bound<'py, PyArray1<i32>>, Bound<'py, PyArray1<i64>>) {
        let mut flat = Vec::with_capacity(self.tables.len() * 8);
        let mut offsets = Vec::with_capacity(self.tables.len() + 1);
        offsets.push(0i64);
        for t in &self.tables {
            flat.extend(t.legal().iter().map(|&i| i as i32));
            offsets.push(flat.len() as i64);
        }
        (
            PyArray1::from_vec(py, flat),
            PyArray1::from_vec(py, offsets),
        )
    }
}

impl VecEnv {
    fn outputs<'py>(&self, py: Python<'py>) -> Outputs<'py> {
        let n = self.tables.len();
        (
            PyArray2::zeros(py, [n, self.obs_len], false),
            PyArray2::zeros(py, [n, self.actions], false),
            PyArray2::zeros(py, [n, self.players], false),
            PyArray1::zeros(py, n, false),
            PyArray1::zeros(py, n, false),
        )
    }
}
