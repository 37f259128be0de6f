//! Rate limits: the token bucket ([`Bucket`]) that limits each
//! connection's messages (crate::conn), and [`Limiter`], buckets per
//! client address and per guest for public rooms and quick matches
//! (issue 21; crate::listing). It uses nothing of the crate but its error
//! codes, so any module may use it.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::Mutex;

use tokio::time::Instant;

use crate::ids::GuestId;
use crate::protocol::ErrorCode;

/// Allows `rate` messages a second on average, `2 * rate` in a burst.
/// (Connections use it for their messages; [`Limiter`] for public rooms
/// and quick matches, with [`Bucket::per_minute`].)
pub(crate) struct Bucket {
    tokens: f64,
    cap: f64,
    rate: f64,
    last: Instant,
}

impl Bucket {
    pub(crate) fn new(rate: u32) -> Bucket {
        let cap = 2.0 * rate as f64;
        Bucket {
            tokens: cap,
            cap,
            rate: rate as f64,
            last: Instant::now(),
        }
    }
    /// `n` a minute on average, `n` in a burst.
    pub(crate) fn per_minute(n: u32) -> Bucket {
        Bucket {
            tokens: n as f64,
            cap: n as f64,
            rate: n as f64 / 60.0,
            last: Instant::now(),
        }
    }

    fn refill(&mut self) {
        let now = Instant::now();
        let dt = now.duration_since(self.last).as_secs_f64();
        self.last = now;
        self.tokens = (self.tokens + dt * self.rate).min(self.cap);
    }

    /// Whether a request would be allowed now (nothing taken).
    pub(crate) fn has_one(&mut self) -> bool {
        self.refill();
        self.tokens >= 1.0
    }

    /// Whether the bucket is full (it can be forgotten).
    pub(crate) fn full(&mut self) -> bool {
        self.refill();
        self.tokens >= self.cap
    }

    pub(crate) fn take(&mut self) -> bool {
        let now = Instant::now();
        let dt = now.duration_since(self.last).as_secs_f64();
        self.last = now;
        self.tokens = (self.tokens + dt * self.rate).min(self.cap);
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

/// Rate limits per client (a guest) and per address on public rooms and
/// quick matches: `per_min` a minute, as a burst too.
pub(crate) struct Limiter {
    per_min: u32,
    buckets: Mutex<HashMap<String, Bucket>>,
}

/// Buckets kept at most; full ones are dropped first.
const MAX_BUCKETS: usize = 10_000;

impl Limiter {
    pub(crate) fn new(per_min: u32) -> Limiter {
        Limiter {
            per_min: per_min.max(1),
            buckets: Mutex::new(HashMap::new()),
        }
    }

    /// Takes one request from the address's and the guest's buckets, or
    /// refuses it (`rate_limited`) without taking from either.
    pub(crate) fn check(
        &self,
        ip: Option<IpAddr>,
        guest: Option<GuestId>,
    ) -> Result<(), ErrorCode> {
        let keys: Vec<String> = ip
            .map(|i| format!("ip:{i}"))
            .into_iter()
            .chain(guest.map(|g| format!("guest:{g}")))
            .collect();
        let mut b = self.buckets.lock().unwrap_or_else(|p| p.into_inner());
        if b.len() > MAX_BUCKETS {
            b.retain(|_, v| !v.full());
        }
        let per_min = self.per_min;
        for k in &keys {
            let bucket = b
                .entry(k.clone())
                .or_insert_with(|| Bucket::per_minute(per_min));
            if !bucket.has_one() {
                return Err(ErrorCode::TooManyRequests(per_min));
            }
        }
        for k in &keys {
            if let Some(bucket) = b.get_mut(k) {
                bucket.take();
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_limit_counts_per_address_and_per_guest() {
        let l = Limiter::new(2);
        let a: IpAddr = "10.0.0.1".parse().unwrap();
        let b: IpAddr = "10.0.0.2".parse().unwrap();
        assert!(l.check(Some(a), Some(GuestId::from_db(1))).is_ok());
        assert!(l.check(Some(a), Some(GuestId::from_db(2))).is_ok());
        // The address is spent, whoever asks from it.
        assert_eq!(
            l.check(Some(a), Some(GuestId::from_db(3))),
            Err(ErrorCode::TooManyRequests(2))
        );
        // A refused request took nothing from guest 3's bucket.
        assert!(l.check(Some(b), Some(GuestId::from_db(3))).is_ok());
        assert!(l.check(Some(b), Some(GuestId::from_db(3))).is_ok());
        // Guest 3 is spent, from any address.
        let c: IpAddr = "10.0.0.3".parse().unwrap();
        assert!(l.check(Some(c), Some(GuestId::from_db(3))).is_err());
        assert!(l.check(Some(c), None).is_ok());
    }
}
