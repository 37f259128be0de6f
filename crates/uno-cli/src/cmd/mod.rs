//! What the subcommands share.

pub mod analyse;
pub mod analyse_plot;
pub mod calibrate;
pub mod rules;
pub mod scenario;

use std::io::{Read, Write};
use std::path::Path;

/// Exit status for bad input (a malformed file, an unknown name).
pub const EXIT_BAD_INPUT: u8 = 2;

/// Reads a whole file, or standard input for `-`.
pub fn read_input(path: &Path) -> Result<Vec<u8>, String> {
    let mut bytes = Vec::new();
    if path == Path::new("-") {
        std::io::stdin()
            .lock()
            .read_to_end(&mut bytes)
            .map_err(|e| format!("cannot read standard input: {e}"))?;
    } else {
        bytes = std::fs::read(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    }
    Ok(bytes)
}

/// How a path is named in messages.
pub fn input_name(path: &Path) -> String {
    if path == Path::new("-") {
        "<stdin>".into()
    } else {
        path.display().to_string()
    }
}

/// Makes a message one line: drops blank lines and source excerpts
/// (`  |`, `2 | text`, as TOML errors show them) and joins the rest.
pub fn one_line(msg: &str) -> String {
    let is_excerpt = |l: &str| {
        l.starts_with('|')
            || l.split_once('|').is_some_and(|(pre, _)| {
                !pre.trim().is_empty() && pre.trim().chars().all(|c| c.is_ascii_digit())
            })
    };
    let parts: Vec<String> = msg
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !is_excerpt(l))
        .map(|l| {
            l.chars()
                .map(|c| if c.is_control() { ' ' } else { c })
                .collect()
        })
        .collect();
    parts.join(": ")
}

/// Prints `uno COMMAND: MESSAGE` on standard error, as one line, and
/// returns [`EXIT_BAD_INPUT`].
pub fn fail(command: &str, msg: &str) -> u8 {
    let _ = writeln!(std::io::stderr().lock(), "uno {command}: {}", one_line(msg));
    EXIT_BAD_INPUT
}

/// Writes `text` and a newline to standard output. A closed pipe is not an
/// error worth a panic: the reader has gone.
pub fn print(text: &str) {
    let mut out = std::io::stdout().lock();
    let _ = out.write_all(text.as_bytes());
    if !text.ends_with('\n') {
        let _ = out.write_all(b"\n");
    }
    let _ = out.flush();
}

#[cfg(test)]
mod tests {
    use super::one_line;

    #[test]
    fn toml_errors_become_one_line() {
        let m = "TOML parse error at line 2, column 1\n  |\n2 | bogus = 1\n  | ^^^^^\nunknown field `bogus`\n";
        assert_eq!(
            one_line(m),
            "TOML parse error at line 2, column 1: unknown field `bogus`"
        );
        assert_eq!(one_line("plain"), "plain");
        assert_eq!(one_line("a | b"), "a | b");
    }
}
