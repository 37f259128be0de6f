//! The public listing and quick match (issue 21; docs/protocol.md "Public
//! tables and quick match"):
//!
//! - `GET /api/lobby`: public tables waiting for players, public games in
//!   progress to watch, and live counts, all read from the database
//!   (store/listing.rs), so every instance behind a balancer serves the same;
//! - `POST /api/quick`: a seat at a waiting quick-match table of the asked
//!   preset, or a new such table. The pick and the seat's count happen
//!   under a lock every instance shares, so two requests a moment apart
//!   land at the same table. A new table's creator is seated at once (the
//!   answer carries the membership); a player sent to an existing table
//!   joins it with `POST /api/rooms/{code}/join` (the answer's
//!   `join_path`), which the balancer routes to the instance that drives it;
//! - the per-client and per-address limit on public rooms and quick
//!   matches (crate::limits, the token bucket connections use for messages);
//! - each instance's count of open connections for the listing's
//!   "players online" ([`presence_loop`]).

use std::net::IpAddr;
use std::sync::atomic::Ordering;
use std::time::Duration;

use serde::{Deserialize, Serialize};
use uno_core::rules::{GameEnd, RulesSpec, ScoringSpec, Teams};
use uno_core::Rules;

pub use crate::protocol::QuickInfo;
pub use crate::room::{QuickSettings, QUICK_SEATS};

use crate::errors::store_err;
use crate::hub::{CreateRoom, Hub, Membership, RulesArg};
use crate::ids::RoomCode;
use crate::protocol::{check_nickname, ErrorCode};
use crate::room::{check_deals_full_table, parse_level};
use crate::store::listing::{Listing, PublicWrite};
use crate::store::{now_ms, Write};

/// A quick-match table whose row nobody touched for this long (a room
/// left behind by a crashed instance) is not picked.
const QUICK_FRESH_MS: i64 = 5 * 60 * 1000;

/// How many hands a quick match plays (issue 32 §4.3): a classic game to
/// 500 points with strangers ran past 11 minutes and 8 rounds unrated; one
/// hand (R12 scores it) ends in minutes and is rated. The home page says
/// so beside Play online (`web/js/app.js`).
pub const QUICK_HANDS: u32 = 1;

/// A quick match's rules: the preset, played for [`QUICK_HANDS`] hands
/// when it would play to a target (a preset that ends otherwise, by
/// elimination, keeps its end).
fn quick_rules(preset: &str, named: &Rules) -> RulesSpec {
    let game_end = match named.scoring().game_end {
        GameEnd::Target => Some(GameEnd::Hands(QUICK_HANDS)),
        _ => None,
    };
    RulesSpec {
        preset: Some(preset.to_string()),
        scoring: ScoringSpec {
            game_end,
            ..Default::default()
        },
        ..Default::default()
    }
}

/// How often an instance reports its open connections.
const PRESENCE_EVERY: Duration = Duration::from_secs(2);

/// `POST /api/quick`.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct QuickRequest {
    pub nickname: String,
    #[serde(default)]
    pub player_token: Option<String>,
    /// A preset name (`classic` by default).
    #[serde(default)]
    pub rules: Option<String>,
    /// The level of the bots that fill a new table's empty seats
    /// (`medium` by default).
    #[serde(default)]
    pub bots: Option<String>,
    /// `pairs`: a 2v2 table (R15, teams of two, partners opposite); quick
    /// matches of the same preset with and without teams never mix.
    #[serde(default)]
    pub teams: Option<String>,
}

/// The answer to a quick match.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct QuickAnswer {
    pub code: RoomCode,
    pub share_path: String,
    /// This request opened the table (its creator is seated: `membership`).
    pub opened: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub membership: Option<Membership>,
    /// Where to join an existing table (`POST`, the nickname and token).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub join_path: Option<String>,
}

impl Hub {
    /// A quick match (see the module's documentation).
    pub async fn quick(
        &self,
        req: QuickRequest,
        client: Option<IpAddr>,
    ) -> Result<QuickAnswer, ErrorCode> {
        let nickname = check_nickname(&req.nickname)?;
        let preset = req.rules.clone().unwrap_or_else(|| "classic".into());
        if !Rules::preset_names().contains(&preset.as_str()) {
            return Err(ErrorCode::InvalidRules(
                format!(
                    "quick match takes a preset name ({}), not {:?}",
                    uno_core::catalogue::preset_names(),
                    preset.chars().take(40).collect::<String>()
                )
                .into(),
            ));
        }
        let named = Rules::named(&preset).map_err(|e| ErrorCode::InvalidRules(e.into()))?;
        let mut spec = quick_rules(&preset, &named);
        // 2v2 (R15): the table's key is the preset and its teams, so that
        // a 2v2 player never lands at an each-for-themselves table.
        let preset = match req.teams.as_deref() {
            None | Some("none") => preset,
            Some("pairs") => {
                spec.teams = Some(Teams::Pairs);
                format!("{preset}+pairs")
            }
            Some(other) => {
                return Err(ErrorCode::InvalidRules(
                    format!(
                        "teams: expected \"pairs\" or \"none\", not {:?}",
                        other.chars().take(20).collect::<String>()
                    )
                    .into(),
                ))
            }
        };
        let rules = spec
            .resolve()
            .map_err(|e| ErrorCode::InvalidRules(e.into()))?;
        check_deals_full_table(&rules)?;
        let bots = req.bots.clone().unwrap_or_else(|| "medium".into());
        parse_level(&bots)?;
        let guest = match req.player_token.as_deref() {
            Some(t) => Some(
                self.db()
                    .guest_by_token(crate::fair::token_hash(t))
                    .await
                    .map_err(store_err)?
                    .ok_or(ErrorCode::BadToken)?
                    .0,
            ),
            None => None,
        };
        self.0.public_limits.check(client, guest)?;
        let lock = self.db().quick_lock(&preset).await.map_err(store_err)?;
        let found = self
            .db()
            .quick_find(&preset, now_ms() - QUICK_FRESH_MS)
            .await
            .map_err(store_err)?;
        if let Some(code) = found {
            let claim = PublicWrite::Claim { code: code.clone() };
            self.db()
                .write(Write::Public(claim))
                .await
                .map_err(store_err)?;
            lock.release().await;
            return Ok(QuickAnswer {
                share_path: format!("/r/{code}"),
                join_path: Some(format!("/api/rooms/{code}/join")),
                code,
                opened: false,
                membership: None,
            });
        }
        let created = self
            .create_room(
                CreateRoom {
                    nickname,
                    player_token: req.player_token,
                    rules: Some(RulesArg::Spec(spec)),
                    turn_timer_s: None,
                    spectator: false,
                    hints: false,
                    public: true,
                    quick: Some(QuickSettings {
                        seats: QUICK_SEATS,
                        bots,
                        preset,
                    }),
                    daily: None,
                },
                client,
            )
            .await;
        lock.release().await;
        let m = created?;
        Ok(QuickAnswer {
            code: m.code.clone(),
            share_path: m.share_path.clone(),
            opened: true,
            membership: Some(m),
            join_path: None,
        })
    }

    /// The public listing, with this instance's presence refreshed first
    /// when its count changed or its last report is older than a second.
    pub async fn listing(&self) -> Result<Listing, ErrorCode> {
        let last = self.0.presence_ms.load(Ordering::Relaxed);
        let online = self.stats().connections.get().max(0);
        let reported = self.0.presence_online.load(Ordering::Relaxed);
        if now_ms() - last > 1000 || online != reported {
            report_presence(self).await;
        }
        self.db().listing().await.map_err(store_err)
    }
}

/// The name this instance reports its presence under.
fn instance_name(hub: &Hub) -> String {
    hub.db()
        .instance()
        .map_or_else(|| "local".to_string(), |i| i.id.clone())
}

async fn report_presence(hub: &Hub) {
    let online = hub.stats().connections.get().max(0);
    hub.0.presence_online.store(online, Ordering::Relaxed);
    let w = PublicWrite::Presence {
        instance: instance_name(hub),
        online,
    };
    match hub.db().write(Write::Public(w)).await {
        Ok(_) => hub.0.presence_ms.store(now_ms(), Ordering::Relaxed),
        Err(e) => tracing::warn!("cannot report presence: {e}"),
    }
}

/// Reports this instance's open connections every [`PRESENCE_EVERY`]
/// while the server runs. On SQLite (one server) it first clears the
/// lobby rows a previous run left: rooms write theirs again when loaded.
pub async fn presence_loop(hub: Hub) {
    if !hub.db().shared() {
        if let Err(e) = hub.db().write(Write::Public(PublicWrite::Clear)).await {
            tracing::warn!("cannot clear the public listing: {e}");
        }
    }
    let mut tick = tokio::time::interval(PRESENCE_EVERY);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        tick.tick().await;
        report_presence(&hub).await;
    }
}
