//! `configure` (rules?, turn_timer_s?): the host changes the rules (a
//! rules object, R14) or the turn timer, not while a game is played. The
//! rules are resolved and the timer checked when parsed; rules whose deck
//! cannot deal a full table of ten (R2.1, R2.3) are refused here with the
//! code and message room creation gives them, not only at `start`.

use serde::Deserialize;
use serde_json::Value;
use uno_core::{Rules, RulesSpec};

use super::{Caller, Reply};
use crate::protocol::ErrorCode;
use crate::room::{check_deals_full_table, check_turn_timer, Room, Settings};
use crate::store::Write;

pub(super) struct Configure {
    rules: Option<Rules>,
    turn_timer_s: Option<u32>,
}

impl Configure {
    pub(super) fn parse(
        rules: Option<Value>,
        turn_timer_s: Option<u32>,
    ) -> Result<Configure, ErrorCode> {
        let invalid = |e: &dyn std::fmt::Display| ErrorCode::InvalidRules(e.to_string());
        let rules = match rules {
            Some(v) => {
                let spec = RulesSpec::deserialize(&v).map_err(|e| invalid(&e))?;
                let rules = spec.resolve().map_err(|e| invalid(&e))?;
                check_deals_full_table(&rules)?;
                Some(rules)
            }
            None => None,
        };
        let turn_timer_s = turn_timer_s.map(check_turn_timer).transpose()?;
        Ok(Configure {
            rules,
            turn_timer_s,
        })
    }

    pub(super) async fn apply(self, room: &mut Room, from: Caller) -> Result<Reply, ErrorCode> {
        room.host(from.member)?;
        if room.playing() {
            return Err(ErrorCode::GameInProgress);
        }
        let rules = self.rules.unwrap_or_else(|| room.rules.clone());
        let timer = self.turn_timer_s.unwrap_or(room.turn_timer_s);
        let spec = rules.to_spec();
        let settings = Settings {
            rules: spec.clone(),
            turn_timer_s: timer,
        };
        room.shared
            .db
            .write(Write::Settings {
                room: room.code.clone(),
                settings: serde_json::to_string(&settings).expect("json"),
            })
            .await
            .map_err(|e| room.db_err(&e))?;
        room.rules = rules;
        room.rules_spec = spec;
        room.turn_timer_s = timer;
        room.broadcast_room();
        Ok(Reply::Ok)
    }
}
