//! Hints (issue 31 §2): in a room whose host allowed them (private and
//! unrated, `check_hints`), a player asks `hint` and the coach of their
//! seat ([`uno_bots::coach`]) rates the decision at hand from that seat's
//! view only: it has been fed the events projected for the seat, as a
//! bot is (`deal::feed`), and it reads the seat's own observation, never
//! the game. It thinks on a thread of its own, as a searching bot does.

use uno_bots::coach::CoachConfig;
use uno_bots::hard::HardConfig;
use uno_core::Seat;

use super::Room;
use crate::ids::{ConnId, MemberId};
use crate::protocol::{error_text, ErrorCode, HintOption, ServerMsg, PROTOCOL_VERSION as V};

/// The coach's budget for a hint: about 30,000 simulated actions, a
/// tenth of a second on one core of a release build (docs/coach.md has
/// the cost per action); the candidates shown are those it rated.
pub(super) fn coach_config() -> CoachConfig {
    CoachConfig {
        min_samples: 16,
        max_samples: 160,
        steps: 30_000,
        search: HardConfig {
            particles: 64,
            ..HardConfig::default()
        },
    }
}

impl Room {
    /// Answers `hint` for `seat` (queued by the command): the coach's
    /// best action, its chance to win the round, the other candidates.
    pub(super) async fn hint(
        &mut self,
        seat: Seat,
        member: MemberId,
        conn: ConnId,
        id: Option<u64>,
    ) {
        let Some(live) = self.playing_mut() else {
            self.send_to(member, conn, error_text(id, &ErrorCode::NoGame));
            return;
        };
        let Some(mut coach) = live.seats[seat.index()].coach.take() else {
            self.send_to(member, conn, error_text(id, &ErrorCode::HintsOff));
            return;
        };
        let game = live.table.game().clone();
        let advised = tokio::task::spawn_blocking(move || {
            let advice = coach.advise(&game.observe(seat));
            (coach, advice)
        })
        .await;
        let advice = match advised {
            Ok((coach, advice)) => {
                if let Some(l) = self.playing_mut() {
                    l.seats[seat.index()].coach = Some(coach);
                }
                advice
            }
            Err(e) => {
                // The coach panicked, or its thread was cancelled at
                // shutdown: this seat has no more hints.
                tracing::error!(room = %self.code, seat = seat.get(), "coach failed: {e}");
                self.send_to(member, conn, error_text(id, &ErrorCode::Internal));
                return;
            }
        };
        let text = match advice {
            None => error_text(id, &ErrorCode::NoDecision),
            Some(a) => {
                let best = &a.ratings[a.best];
                let mut others: Vec<HintOption> = a
                    .ratings
                    .iter()
                    .enumerate()
                    .filter(|&(i, _)| i != a.best)
                    .map(|(_, r)| HintOption {
                        action: &r.action,
                        win: round3(r.win),
                    })
                    .collect();
                others.sort_by(|x, y| y.win.total_cmp(&x.win));
                others.truncate(3);
                ServerMsg::Hint {
                    v: V,
                    id,
                    action: &best.action,
                    win: round3(best.win),
                    others,
                }
                .to_text()
            }
        };
        self.send_to(member, conn, text);
    }
}

/// A probability to three decimals (the estimate is no finer).
fn round3(p: f64) -> f64 {
    (p * 1000.0).round() / 1000.0
}
