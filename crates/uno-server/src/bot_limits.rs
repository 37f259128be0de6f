//! Limits of bot accounts (crate::bot_accounts), in a module of their own
//! that imports nothing of the crate (the rooms and the hub both read it).

use std::collections::{HashMap, VecDeque};
use std::net::IpAddr;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// The window of the per-address limit on new bot accounts.
pub const WINDOW: Duration = Duration::from_secs(3600);

/// A bot account is online (a host may invite it) while its last call to
/// `GET /api/bots/invitation` is at most this old (ms). `uno bot` waiting
/// for invitations asks every second.
pub const ONLINE_MS: i64 = 10_000;

/// New bot accounts per client address in the last [`WINDOW`].
#[derive(Default)]
pub(crate) struct BotLimiter {
    made: Mutex<HashMap<IpAddr, VecDeque<Instant>>>,
}

impl BotLimiter {
    /// Counts one more account for `ip` at `now` if fewer than `max` were
    /// made in the window before; false (nothing counted) otherwise.
    pub(crate) fn admit(&self, ip: IpAddr, max: usize, now: Instant) -> bool {
        let mut made = self.made.lock().unwrap_or_else(|p| p.into_inner());
        // Forget addresses whose window has passed (bounded memory).
        made.retain(|_, q| {
            while q.front().is_some_and(|t| now.duration_since(*t) >= WINDOW) {
                q.pop_front();
            }
            !q.is_empty()
        });
        let q = made.entry(ip).or_default();
        if q.len() >= max {
            if q.is_empty() {
                made.remove(&ip);
            }
            return false;
        }
        q.push_back(now);
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_limit_counts_per_address_within_the_window() {
        let l = BotLimiter::default();
        let t0 = Instant::now();
        let a: IpAddr = "10.0.0.1".parse().unwrap();
        let b: IpAddr = "10.0.0.2".parse().unwrap();
        assert!(l.admit(a, 2, t0));
        assert!(l.admit(a, 2, t0 + Duration::from_secs(1)));
        assert!(
            !l.admit(a, 2, t0 + Duration::from_secs(2)),
            "a third within the hour"
        );
        assert!(
            l.admit(b, 2, t0 + Duration::from_secs(2)),
            "another address"
        );
        // The first one leaves the window: room for one more.
        assert!(l.admit(a, 2, t0 + WINDOW));
        assert!(!l.admit(a, 2, t0 + WINDOW));
        assert!(!l.admit(a, 0, t0), "a limit of 0 admits none");
    }
}
