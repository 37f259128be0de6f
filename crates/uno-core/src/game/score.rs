//! The end of a round and of the game: scoring (R12), game ends, elimination, and the next round's deal.

use super::*;

impl Game {
    // ----- R11/R12: end of round and game ---------------------------------

    pub(super) fn end_round<E: EventSink>(&mut self, winner: Option<Seat>, ev: &mut E) {
        self.end_round_with(winner, None, ev)
    }

    /// Ends the round. `holder`, under `last_holding_loses`, is the player
    /// left holding cards (R6.5 names one when several still hold cards);
    /// otherwise it is the one seat still in.
    pub(super) fn end_round_with<E: EventSink>(
        &mut self,
        winner: Option<Seat>,
        holder: Option<Seat>,
        ev: &mut E,
    ) {
        let n = self.seat_count as usize;
        for s in 0..n {
            self.round_points[s] = self.rules().hand_points(&self.hands[s]);
        }
        if let Some(w) = winner {
            // R6.5: a blocked round's winner is scored as if out: their own
            // remaining cards count for nothing (a winner who went out
            // holds none anyway).
            self.round_points[w.index()] = 0;
        }
        self.round_winner = winner;
        let scoring = self.rules().scoring();
        let in_game: Seats = Seat::all(self.players())
            .filter(|&s| !self.is_eliminated(s))
            .collect();
        let mut winners: Option<Seats> = None;
        if self.rules().players_leave_when_out() {
            // R13: the last player holding cards loses; all others win.
            let loser = holder.or_else(|| in_game.iter().copied().find(|&s| self.is_active(s)));
            winners = Some(
                in_game
                    .iter()
                    .copied()
                    .filter(|&s| Some(s) != loser)
                    .collect(),
            );
        } else if let Some(w) = winner {
            let others: Seats = in_game.iter().copied().filter(|&s| s != w).collect();
            let sum: u64 = others
                .iter()
                .map(|&s| self.round_points[s.index()] as u64)
                .sum();
            match scoring.method {
                ScoringMethod::WinnerTakesAll => self.scores[w.index()] += sum as i64,
                ScoringMethod::Average => {
                    let k = others.len().max(1) as u64;
                    // R12.2: rounded to the nearest integer, halves up.
                    self.scores[w.index()] += ((2 * sum + k) / (2 * k)) as i64;
                }
                ScoringMethod::Penalty => {
                    for &s in &in_game {
                        self.scores[s.index()] += self.round_points[s.index()] as i64;
                    }
                }
                ScoringMethod::None => winners = Some(smallvec::smallvec![w]),
            }
        }
        let (points, scores) = (&self.round_points[..n], &self.scores[..n]);
        ev.emit(|| {
            EventKind::RoundEnded {
                winner,
                points: points.to_vec(),
                scores: scores.to_vec(),
            }
            .into()
        });
        if winners.is_none() {
            winners = self.game_end_check(&in_game, ev);
        }
        match winners {
            Some(w) => {
                self.game_winners = w.iter().copied().collect();
                let list = w.to_vec();
                ev.emit(|| EventKind::GameEnded { winners: list }.into());
                self.phase = Phase::GameOver;
            }
            None => self.phase = Phase::RoundOver,
        }
    }

    /// R12.2 game ends; R12.3 ties are shared.
    pub(super) fn game_end_check<E: EventSink>(
        &mut self,
        in_game: &Seats,
        ev: &mut E,
    ) -> Option<Seats> {
        let sc = self.rules().scoring();
        let low_wins = sc.method == ScoringMethod::Penalty;
        let best_of = |g: &Game, pool: &Seats| -> Seats {
            let key = |s: &Seat| g.scores[s.index()];
            let best = if low_wins {
                pool.iter().map(key).min()
            } else {
                pool.iter().map(key).max()
            };
            pool.iter()
                .copied()
                .filter(|s| Some(key(s)) == best)
                .collect()
        };
        let reached = |g: &Game, s: Seat| g.scores[s.index()] >= sc.target as i64;
        match sc.game_end {
            GameEnd::Hands(n) => (self.round >= n).then(|| best_of(self, in_game)),
            GameEnd::Target => in_game
                .iter()
                .any(|&s| reached(self, s))
                .then(|| best_of(self, in_game)),
            GameEnd::Elimination => {
                let out: Seats = in_game
                    .iter()
                    .copied()
                    .filter(|&s| reached(self, s))
                    .collect();
                let left: Seats = in_game
                    .iter()
                    .copied()
                    .filter(|&s| !reached(self, s))
                    .collect();
                if left.is_empty() {
                    // Everyone left reached it together: lowest total wins.
                    return Some(best_of(self, in_game));
                }
                for &s in &out {
                    self.eliminated.insert(s);
                    ev.emit(|| EventKind::Eliminated { seat: s }.into());
                }
                (left.len() == 1).then_some(left)
            }
        }
    }

    /// R2.2: the deal passes to the left; a new round from a fresh deck.
    pub(super) fn next_round<E: EventSink>(&mut self, ev: &mut E) {
        let mut d = self.step(self.dealer, Direction::Cw);
        for _ in 0..self.seat_count {
            if !self.is_eliminated(d) {
                break;
            }
            d = self.step(d, Direction::Cw);
        }
        // The round's own generator, before anything is shuffled.
        self.reseed(self.round + 1);
        let mut pile = std::mem::take(&mut self.draw);
        self.fill_pile(&mut pile, &[]);
        self.begin_round(d, pile, ev);
    }
}
