//! `configure` (rules?, turn_timer_s?, public?, hints?): the host changes
//! the rules (a rules object, R14), the turn timer, whether the room is
//! listed in the public lobby (room/public.rs), or whether hints are
//! allowed (never with public, `hints_not_allowed`), not while a game is
//! played; a quick-match table keeps its rules. The
//! rules are resolved and the timer checked when parsed; rules whose deck
//! cannot deal a full table of ten (R2.1, R2.3) are refused here with the
//! code and message room creation gives them, not only at `start`.

use serde::Deserialize;
use serde_json::Value;
use uno_core::{Rules, RulesSpec};

use super::{Caller, Reply};
use crate::protocol::ErrorCode;
use crate::room::save::Change;
use crate::room::{check_deals_full_table, check_turn_timer, Room};
use crate::store::Write;

pub(super) struct Configure {
    rules: Option<Rules>,
    turn_timer_s: Option<u32>,
    public: Option<bool>,
    hints: Option<bool>,
}

impl Configure {
    /// Also turns hints on or off (issue 31; see `check_hints`).
    pub(super) fn with_hints(self, hints: Option<bool>) -> Configure {
        Configure { hints, ..self }
    }

    pub(super) fn parse(
        rules: Option<Value>,
        turn_timer_s: Option<u32>,
        public: Option<bool>,
    ) -> Result<Configure, ErrorCode> {
        let rules = match rules {
            Some(v) => {
                let spec = <RulesSpec as Deserialize>::deserialize(&v)
                    .map_err(|e| ErrorCode::InvalidRules(e.to_string().into()))?;
                let rules = spec
                    .resolve()
                    .map_err(|e| ErrorCode::InvalidRules(e.into()))?;
                check_deals_full_table(&rules)?;
                Some(rules)
            }
            None => None,
        };
        let turn_timer_s = turn_timer_s.map(check_turn_timer).transpose()?;
        Ok(Configure {
            rules,
            turn_timer_s,
            public,
            hints: None,
        })
    }

    pub(super) fn apply(self, room: &mut Room, from: Caller) -> Result<Reply, ErrorCode> {
        room.host(from.member)?;
        if room.playing() {
            return Err(ErrorCode::GameInProgress);
        }
        if self.rules.as_ref().is_some_and(|r| *r != room.rules) {
            room.check_rules_change()?;
        }
        let hints = self.hints.unwrap_or(room.public.hints);
        crate::room::check_hints(
            hints,
            self.public.unwrap_or(room.public.public),
            room.public.quick.is_some(),
        )?;
        let rules = self.rules.unwrap_or_else(|| room.rules.clone());
        let timer = self.turn_timer_s.unwrap_or(room.turn_timer_s);
        if self.public == Some(true) && !room.public.public {
            // Making a room public counts as creating a public room
            // (crate::listing's limit, per guest).
            let guest = room.member(from.member).map(|m| m.guest_id);
            room.shared.public_limits.check(None, guest)?;
        }
        // Changed now, saved by the driver before anyone is told (put
        // back if the store refuses).
        let before = room.configured();
        room.rules_spec = rules.to_spec();
        room.rules = rules;
        room.turn_timer_s = timer;
        if let Some(p) = self.public {
            room.set_public_flag(p);
        }
        room.public.hints = hints;
        let write = Write::Settings {
            room: room.code.clone(),
            settings: room.settings(),
        };
        room.save(vec![write], Change::Settings(before), Some(from));
        Ok(Reply::Done)
    }
}
