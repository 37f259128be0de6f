//! Copies of a table (`copy.deepcopy` and `pickle` of `uno_env.Env`):
//! a table with bots is dealt again from its seed and its learners'
//! recorded actions are played back; a table without bots is cloned.
//! (Apart from `table.rs`, whose private fields it reads.)

use super::*;

/// Copies of a table: `copy.deepcopy` and `pickle` of `uno_env.Env`.
///
/// A bot's memory cannot be copied (`Box<dyn Bot>`; an external bot is
/// another process), so a table with bots is made again instead: a new
/// table of the same rules, seats and seed, dealt as the original was
/// (the same seed deals the same cards and seeds the bots alike), and the
/// learners' recorded actions applied in order. The bots see the same
/// events and draw the same random numbers on the way, so the copy plays
/// on exactly as the original would. A table without bots is cloned.
impl Table {
    /// An independent table that plays on exactly as this one would
    /// (the same observations, masks and rewards for the same actions).
    pub fn copy(&self) -> Result<Table, Failure> {
        if self.bots.iter().all(Option::is_none) {
            return Ok(self.clone_without_bots());
        }
        let t = self.replay()?;
        if !t.same_as(self) {
            return Err(Failure::new(
                "internal",
                "the replayed copy of this table differs from it (a defect: please report it)",
            ));
        }
        Ok(t)
    }

    fn clone_without_bots(&self) -> Table {
        self.without_bots(self.table.clone())
    }

    /// This table's settings and position around `table`, with no bots
    /// (a bot's memory cannot be copied): what a copy and a permuted
    /// table ([`Table::permuted`]) are made of.
    pub(super) fn without_bots(&self, table: GameTable) -> Table {
        Table {
            table,
            start: self.start.clone(),
            compiled: self.compiled.clone(),
            steps: self.steps.clone(),
            replayable: self.replayable,
            space: self.space,
            history: self.history,
            evidence: self.evidence,
            notes: self.notes.clone(),
            reward: self.reward,
            until: self.until,
            levels: self.levels.clone(),
            bots: self.levels.iter().map(|_| None).collect(),
            runner: self.runner.clone(),
            log: self.log.clone(),
            current: self.current,
            legal: self.legal.clone(),
            scratch: Vec::new(),
            start_scores: self.start_scores,
            seed: self.seed,
            actions: self.actions,
            max_actions: self.max_actions,
            truncated: self.truncated,
            forfeited: self.forfeited,
        }
    }

    /// Whether the table can be made again from its seed and recorded
    /// actions ([`Table::replay`], `pickle`).
    pub fn replayable(&self) -> bool {
        self.replayable && self.steps.is_some()
    }

    /// The seat levels (`None`: a learner).
    pub fn levels(&self) -> &[Option<Level>] {
        &self.levels
    }

    /// This table made again: dealt from its seed, the recorded actions
    /// applied ([`Table::play_back`]).
    pub fn replay(&self) -> Result<Table, Failure> {
        let Some(steps) = self.steps.as_deref().filter(|_| self.replayable) else {
            return Err(Failure::new(
                "not_replayable",
                "this table's actions were not recorded, or its hidden cards were re-dealt (permute_hidden)",
            ));
        };
        let mut t = match &self.start {
            Some(g) => Table::from_game(
                g.clone(),
                self.levels.clone(),
                self.until,
                self.reward,
                self.history,
            )?,
            None => {
                let Some(rules) = &self.compiled else {
                    return Err(Failure::new("internal", "a dealt table without its rules"));
                };
                Table::new(
                    rules,
                    self.levels.clone(),
                    self.seed,
                    self.until,
                    self.reward,
                    self.history,
                )?
            }
        };
        t.max_actions = self.max_actions;
        t.set_evidence(self.evidence);
        t.play_back(self.seed, steps)?;
        Ok(t)
    }

    /// Deals the episode of `seed` (as `reset(seed)`, where `seed` is the
    /// seed the episode was dealt with, [`Table::seed`]) and applies the
    /// learners' `steps` in order, recording them again.
    pub fn play_back(&mut self, seed: u64, steps: &[i64]) -> Result<(), Failure> {
        self.steps = Some(Vec::with_capacity(steps.len()));
        self.reset(seed)?;
        if self.seed != seed {
            return Err(Failure::new(
                "state",
                format!("seed {seed} deals no episode that waits for a learner"),
            ));
        }
        for (k, &a) in steps.iter().enumerate() {
            if a == FORFEIT {
                if self.forfeit().is_none() {
                    return Err(Failure::new(
                        "state",
                        format!("step {k}: a forfeit after the episode was over"),
                    ));
                }
            } else {
                self.step(a)
                    .map_err(|f| Failure::new("state", format!("step {k}: {}", f.message)))?;
            }
        }
        Ok(())
    }

    /// Whether two tables are at the same point: the same game, waiting
    /// decision, legal actions, counts and ending.
    fn same_as(&self, o: &Table) -> bool {
        self.table.game() == o.table.game()
            && self.current == o.current
            && self.legal == o.legal
            && self.actions == o.actions
            && self.truncated == o.truncated
            && self.forfeited == o.forfeited
            && self.seed == o.seed
            // The notes, through the observations they are written into.
            && (!self.evidence || self.digest() == o.digest())
    }

    /// A 64-bit digest of the table's position (FNV-1a over every hand,
    /// the draw pile in order, each seat's observation, the waiting
    /// decision, its legal actions and the counts): a pickled table keeps
    /// it, and the table made again from the pickle must match it (a
    /// pickle from a build whose engine deals or plays otherwise is
    /// refused, not restored as another game).
    pub fn digest(&self) -> u64 {
        let mut h: u64 = 0xcbf2_9ce4_8422_2325;
        let mut eat = |bytes: &[u8]| {
            for &b in bytes {
                h ^= u64::from(b);
                h = h.wrapping_mul(0x0000_0100_0000_01b3);
            }
        };
        let g = self.table.game();
        let mut obs = vec![0.0f32; self.obs_len()];
        for s in Seat::all(self.players()) {
            for c in g.hand(s).iter() {
                eat(&(c.index() as u32).to_le_bytes());
            }
            eat(&[0xff]);
            self.write_obs(s, &mut obs);
            for x in &obs {
                eat(&x.to_bits().to_le_bytes());
            }
        }
        for c in g.draw_pile_top_first() {
            eat(&(c.index() as u32).to_le_bytes());
        }
        match self.current {
            Some((s, offer)) => eat(&[1, s.get(), u8::from(offer)]),
            None => eat(&[0]),
        }
        for &i in &self.legal {
            eat(&i.to_le_bytes());
        }
        eat(&self.actions.to_le_bytes());
        eat(&self.seed.to_le_bytes());
        eat(&[
            u8::from(self.truncated),
            self.forfeited.map_or(0xff, |s| s.get()),
        ]);
        h
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn classic() -> CompiledRules {
        CompiledRules::new(
            uno_core::RulesSpec {
                preset: Some("classic".into()),
                ..Default::default()
            }
            .resolve()
            .unwrap(),
        )
    }

    /// A table of a learner and two bots, `steps` learner actions into
    /// its first episode (each the `k`-th legal action, `k` varying).
    fn played(steps: usize) -> Table {
        let levels = vec![None, Some(Level::Medium), Some(Level::Random)];
        let mut t = Table::new(&classic(), levels, 9, Until::Round, Reward::WinLose, 0).unwrap();
        t.steps = Some(Vec::new());
        t.reset(9).unwrap();
        for k in 0..steps {
            if t.done() {
                break;
            }
            let legal = t.legal();
            let a = legal[(k * 7) % legal.len()];
            t.step(i64::from(a)).unwrap();
        }
        t
    }

    #[test]
    fn a_copy_with_bots_plays_on_as_the_original() {
        let mut t = played(6);
        let mut c = t.copy().unwrap();
        assert!(c.same_as(&t) && c.digest() == t.digest());
        let mut episodes = 0;
        for k in 0..400 {
            if t.done() {
                let seed = mix(t.seed, 0x5eed);
                t.reset(seed).unwrap();
                c.reset(seed).unwrap();
                episodes += 1;
            } else {
                let legal = t.legal();
                let a = i64::from(legal[(k * 5) % legal.len()]);
                t.step(a).unwrap();
                c.step(a).unwrap();
            }
            assert!(c.same_as(&t), "step {k}");
            assert_eq!(c.digest(), t.digest());
        }
        assert!(episodes >= 1);
    }

    #[test]
    fn a_forfeit_is_replayed_and_unrecorded_tables_are_not() {
        let mut t = played(3);
        t.forfeit().unwrap();
        let c = t.replay().unwrap();
        assert!(c.same_as(&t) && c.forfeited().is_some());
        t.steps = None;
        assert_eq!(t.replay().err().unwrap().code, "not_replayable");
        // A table whose hidden cards were re-dealt comes from no seed.
        let levels = vec![None, None];
        let mut p = Table::new(&classic(), levels, 3, Until::Round, Reward::WinLose, 0).unwrap();
        p.steps = Some(Vec::new());
        p.reset(3).unwrap();
        let q = p.permuted(Seat::new(0), 4).unwrap();
        assert!(!q.replayable());
        assert_eq!(q.replay().err().unwrap().code, "not_replayable");
        // ... but it clones (no bots).
        assert!(q.copy().unwrap().same_as(&q));
    }

    #[test]
    fn play_back_refuses_actions_the_table_does_not_take() {
        let t = played(4);
        let steps = t.steps.clone().unwrap();
        let levels = t.levels().to_vec();
        let mut other =
            Table::new(&classic(), levels, 1, Until::Round, Reward::WinLose, 0).unwrap();
        let mut bad = steps.clone();
        bad.push(encode::ACCEPT as i64);
        let f = other.play_back(t.seed, &bad).err().unwrap();
        assert_eq!(f.code, "state");
        assert!(f.message.starts_with(&format!("step {}", steps.len())));
    }
}
