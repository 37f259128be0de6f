//! UTC days as `YYYY-MM-DD` (the daily deal's days, crate::daily, and
//! `--daily-day`): proleptic Gregorian dates and their day numbers (days
//! since 1970-01-01), without a date library.

/// Days since 1970-01-01 of a proleptic Gregorian date.
pub fn days_from_civil(y: i64, m: i64, d: i64) -> i64 {
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let mp = (m + 9) % 12;
    let doy = (153 * mp + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

/// The date of a day number (days since 1970-01-01), as YYYY-MM-DD.
pub fn civil_from_days(z: i64) -> String {
    let z = z + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    format!("{y:04}-{m:02}-{d:02}")
}

/// A day as `YYYY-MM-DD` (a real date, years 2000 to 9999), as its day
/// number; the `--daily-day` value parser too.
pub fn parse_day(s: &str) -> Result<String, String> {
    day_number(s)
        .map(|_| s.to_string())
        .ok_or_else(|| format!("{s:?} is not a day as YYYY-MM-DD"))
}

pub fn day_number(s: &str) -> Option<i64> {
    let b = s.as_bytes();
    if b.len() != 10 || b[4] != b'-' || b[7] != b'-' {
        return None;
    }
    let num = |r: std::ops::Range<usize>| -> Option<i64> {
        let t = &s[r];
        t.bytes()
            .all(|c| c.is_ascii_digit())
            .then(|| t.parse().ok())?
    };
    let (y, m, d) = (num(0..4)?, num(5..7)?, num(8..10)?);
    if !(2000..=9999).contains(&y) || !(1..=12).contains(&m) || d < 1 {
        return None;
    }
    let n = days_from_civil(y, m, d);
    // A day past the month's end comes back as another date.
    (civil_from_days(n) == s).then_some(n)
}

/// The day before `day`.
pub fn previous(day: &str) -> Option<String> {
    day_number(day).map(|n| civil_from_days(n - 1))
}

/// When `day` ends (ms since the epoch, UTC).
pub fn ends_ms(day: &str) -> i64 {
    day_number(day).map_or(0, |n| (n + 1) * 86_400_000)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn days_are_dates() {
        assert_eq!(civil_from_days(0), "1970-01-01");
        assert_eq!(day_number("1970-01-01"), None, "years from 2000");
        assert_eq!(day_number("2000-03-01"), Some(11_017));
        assert_eq!(previous("2024-03-01").unwrap(), "2024-02-29");
        assert_eq!(previous("2026-01-01").unwrap(), "2025-12-31");
        for bad in [
            "2026-02-30",
            "2026-13-01",
            "2026-1-01",
            "x",
            "2026-01-01 ",
            "+026-01-01",
        ] {
            assert!(parse_day(bad).is_err(), "{bad}");
        }
        assert_eq!(ends_ms("1970-01-02"), 0, "not a day: nothing");
        assert_eq!(ends_ms("2026-11-28") - ends_ms("2026-11-27"), 86_400_000);
    }
}
