//! Unsigned arguments from Python (counts and seeds), refused by name.
//!
//! Were they taken as `u64`/`usize`, PyO3 would refuse a negative number
//! (or one past the type's range) with Python's own `OverflowError`
//! ("can't convert negative int to unsigned"), which does not say which
//! argument was wrong. They are taken as `i128` instead (a Python int of
//! any sign; the defaults stay plain literals in the signature Python
//! shows) and converted here, where an out-of-range value is refused with
//! `UnoError` whose code is the argument's name (R4.4: a clear error, and
//! nothing changes). A value of the wrong type (`seed="1"`) is still
//! Python's `TypeError`, which PyO3 prefixes with the argument's name; an
//! int of 2**127 or more still gets PyO3's `OverflowError`.

use pyo3::prelude::*;

use crate::fail;

/// `v` as a `u64` seed or count, or `UnoError` with code `name`
/// ("seed must be 0 to 18446744073709551615, not -1").
pub fn uint(name: &str, v: i128) -> PyResult<u64> {
    u64::try_from(v).map_err(|_| fail(name, range_message(name, v, 0, u64::MAX as u128, "")))
}

/// `v` as a `usize` count within `lo..=hi`, else `UnoError` with code
/// `name`; `what` (say "tables") is added to the message.
pub fn count_in(name: &str, v: i128, lo: usize, hi: usize, what: &str) -> PyResult<usize> {
    match usize::try_from(v) {
        Ok(n) if (lo..=hi).contains(&n) => Ok(n),
        _ => Err(fail(
            name,
            range_message(name, v, lo as u128, hi as u128, what),
        )),
    }
}

/// `v` as a `usize` count of at least `lo` (no upper bound but the type's).
pub fn count_from(name: &str, v: i128, lo: usize) -> PyResult<usize> {
    count_in(name, v, lo, usize::MAX, "")
}

/// "history must be 0 to 1000 (the last discards an observation
/// carries), not -1"; "threads must be at least 1, not -1".
fn range_message(name: &str, v: i128, lo: u128, hi: u128, what: &str) -> String {
    let what = if what.is_empty() {
        String::new()
    } else {
        format!(" ({what})")
    };
    if hi >= usize::MAX as u128 && lo > 0 {
        format!("{name} must be at least {lo}{what}, not {v}")
    } else {
        format!("{name} must be {lo} to {hi}{what}, not {v}")
    }
}
