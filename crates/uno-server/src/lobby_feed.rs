//! The public lobby pushed to the home page (issue 32 §4.9):
//! `GET /api/lobby/events`, a stream of server-sent events, each the whole
//! lobby as `GET /api/lobby` serves it, sent at once and then whenever it
//! changes. The list had been fetched every 4 s, so a player could read
//! "1 of 4 seats taken" long after a second player had joined.
//!
//! One task per instance ([`feed_loop`]) reads the lobby from the database
//! every [`FEED_EVERY`] while at least one page listens, and wakes every
//! listener when it changed: the rows are written by rooms on any
//! instance behind a balancer, so the shared database is where a change
//! is seen; one read per instance however many pages listen.

use std::convert::Infallible;
use std::sync::Arc;
use std::time::Duration;

use axum::extract::State;
use axum::response::sse::{Event, KeepAlive, Sse};
use futures_util::Stream;
use tokio::sync::watch;

use crate::api_error::ApiError;
use crate::hub::Hub;
use crate::store::listing::Listing;

/// How often the lobby is read while someone listens.
pub const FEED_EVERY: Duration = Duration::from_millis(300);

/// The lobby as last read, and the pages listening for its changes
/// (kept in the hub's shared state).
type Feed = watch::Sender<Arc<Listing>>;

/// Reads the lobby every [`FEED_EVERY`] while a page listens, and tells
/// the listeners when it changed.
pub async fn feed_loop(hub: Hub) {
    let mut tick = tokio::time::interval(FEED_EVERY);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        tick.tick().await;
        if hub.0.lobby_feed.receiver_count() == 0 {
            continue;
        }
        if hub.draining() {
            // Wake every listener: each sees the drain and ends its
            // stream, so that the graceful shutdown does not wait on it.
            hub.0.lobby_feed.send_modify(|_| ());
            continue;
        }
        match hub.listing().await {
            Ok(l) => publish(&hub.0.lobby_feed, l),
            Err(e) => tracing::debug!("lobby feed: {e:?}"),
        }
    }
}

/// Replaces the lobby listeners see, waking them only when it changed.
fn publish(feed: &Feed, l: Listing) {
    feed.send_if_modified(|cur| {
        if **cur == l {
            return false;
        }
        *cur = Arc::new(l);
        true
    });
}

fn event(l: &Listing) -> Result<Event, Infallible> {
    Ok(Event::default()
        .event("lobby")
        .data(serde_json::to_string(l).expect("the lobby serializes")))
}

/// `GET /api/lobby/events`: the lobby now, then each change.
pub(crate) async fn route(
    State(hub): State<Hub>,
) -> Result<Sse<impl Stream<Item = Result<Event, Infallible>>>, ApiError> {
    let now = hub.listing().await?;
    publish(&hub.0.lobby_feed, now.clone());
    let mut rx = hub.0.lobby_feed.subscribe();
    rx.borrow_and_update();
    let first = futures_util::stream::once(async move { event(&now) });
    let changes = futures_util::stream::unfold((rx, hub), |(mut rx, hub)| async move {
        rx.changed().await.ok()?;
        if hub.draining() {
            return None;
        }
        let l = rx.borrow_and_update().clone();
        Some((event(&l), (rx, hub)))
    });
    use futures_util::StreamExt;
    Ok(Sse::new(first.chain(changes)).keep_alive(KeepAlive::default()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn listeners_wake_only_on_a_change() {
        let feed: Feed = watch::Sender::new(Arc::new(Listing::default()));
        let mut rx = feed.subscribe();
        rx.borrow_and_update();
        publish(&feed, Listing::default());
        assert!(!rx.has_changed().unwrap(), "the same lobby wakes nobody");
        let mut l = Listing::default();
        l.counts.players_online = 2;
        publish(&feed, l.clone());
        assert!(rx.has_changed().unwrap());
        assert_eq!(**rx.borrow_and_update(), l);
    }
}
