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
            // holds none anyway). R15.4: nor do their partner's.
            self.round_points[w.index()] = 0;
            if let Some(p) = self.partner(w) {
                self.round_points[p.index()] = 0;
            }
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
            // R15.4: with teams, the winner's side is the winner and its
            // partner; their hands count for nothing, and a team's score
            // is kept on both partners' rows.
            let mut side: Seats = std::iter::once(w).chain(self.partner(w)).collect();
            // Seat order, as every list of winners.
            side.sort_unstable();
            let others: Seats = in_game
                .iter()
                .copied()
                .filter(|s| !side.contains(s))
                .collect();
            let sum: u64 = others
                .iter()
                .map(|&s| self.round_points[s.index()] as u64)
                .sum();
            let gain = match scoring.method {
                ScoringMethod::WinnerTakesAll => Some(sum as i64),
                ScoringMethod::Average => {
                    let k = others.len().max(1) as u64;
                    // R12.2: rounded to the nearest integer, halves up.
                    Some(((2 * sum + k) / (2 * k)) as i64)
                }
                ScoringMethod::Penalty => {
                    for &s in &in_game {
                        // R15.4: a team scores the sum of its two hands,
                        // on each partner's row.
                        let own = self.round_points[s.index()] as i64;
                        let partner = self
                            .partner(s)
                            .map_or(0, |p| self.round_points[p.index()] as i64);
                        self.scores[s.index()] += own + partner;
                    }
                    None
                }
                ScoringMethod::None => {
                    winners = Some(side.clone());
                    None
                }
            };
            if let Some(gain) = gain {
                for &s in &side {
                    self.scores[s.index()] += gain;
                }
            }
        }
        let (points, scores) = (&self.round_points[..n], &self.scores[..n]);
        let team = winner.and_then(|w| self.team_of(w));
        ev.emit(|| {
            EventKind::RoundEnded {
                winner,
                points: points.to_vec(),
                scores: scores.to_vec(),
                team,
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
                let teams = self.teams_of(&list);
                ev.emit(|| {
                    EventKind::GameEnded {
                        winners: list,
                        teams,
                    }
                    .into()
                });
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
        self.fill_pile(&[]);
        self.begin_round(d, ev);
    }
}

/// R15 partnerships, as the game's seats see them (public information:
/// the teams are in the rules).
impl Game {
    /// R15.1: the team of `seat`, numbered from 0; `None` without teams.
    #[inline]
    pub fn team_of(&self, seat: Seat) -> Option<u8> {
        self.rules().team_of(seat, self.players())
    }
    /// R15.1: the partner of `seat` (the seat opposite); `None` without
    /// teams.
    #[inline]
    pub fn partner(&self, seat: Seat) -> Option<Seat> {
        self.rules().partner(seat, self.players())
    }
    /// R15.6: the team of every seat, in seat order; `None` without teams.
    pub fn teams(&self) -> Option<Vec<u8>> {
        self.rules().teams().of_seats(self.players())
    }
    /// R15.3: the team that won the round (the round winner's).
    pub fn round_winning_team(&self) -> Option<u8> {
        self.round_winner.and_then(|w| self.team_of(w))
    }
    /// R15.4: the teams of the game's winners (several only on a tie,
    /// R12.3); empty without teams or before the game ends.
    pub fn winning_teams(&self) -> Vec<u8> {
        self.teams_of(&self.game_winners())
    }
    /// The distinct teams of `seats`, in order of first appearance.
    fn teams_of(&self, seats: &[Seat]) -> Vec<u8> {
        let mut out: Vec<u8> = Vec::new();
        for t in seats.iter().filter_map(|&s| self.team_of(s)) {
            if !out.contains(&t) {
                out.push(t);
            }
        }
        out
    }
}
