//! Files written by a run, and errors through `run`.

use uno_sim::{run, RulesArgs, SimArgs};

fn args(games: u64, bots: &str) -> SimArgs {
    SimArgs {
        games,
        bots: bots.split(',').map(String::from).collect(),
        quiet: true,
        threads: Some(2),
        ..SimArgs::default()
    }
}

#[test]
fn csv_has_one_line_per_game() {
    let dir = tempfile::tempdir().unwrap();
    let csv = dir.path().join("games.csv");
    let mut a = args(777, "random,random,random,random");
    a.whole_games = false;
    a.csv = Some(csv.clone());
    a.json = true;
    run(&a).unwrap();
    let text = std::fs::read_to_string(&csv).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[0],
        "game,seed,dealer,first_seat,rounds,turns,actions,winners,score_0,score_1,score_2,score_3"
    );
    assert_eq!(lines.len() - 1, 777);
    for (i, l) in lines[1..].iter().enumerate() {
        let f: Vec<&str> = l.split(',').collect();
        assert_eq!(f.len(), 12, "{l}");
        assert_eq!(f[0], i.to_string(), "in game order");
        assert_eq!(f[4], "1", "one round each");
    }
}

#[test]
fn plots_are_written_as_svg_and_png() {
    let dir = tempfile::tempdir().unwrap();
    for name in ["plot.svg", "plot.png"] {
        let path = dir.path().join(name);
        let mut a = args(300, "random,easy,random");
        a.plot = Some(path.clone());
        run(&a).unwrap();
        let bytes = std::fs::read(&path).unwrap();
        assert!(bytes.len() > 1000, "{name}: {} bytes", bytes.len());
        if name.ends_with(".png") {
            assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n");
        } else {
            let text = String::from_utf8(bytes).unwrap();
            assert!(text.contains("<svg") && text.contains("Win rate by seat"));
            // The win rates' axis in percent, not as fractions (0.25).
            assert!(text.contains("25%") && !text.contains("0.25"), "{name}");
        }
    }
}

#[test]
fn bad_input_is_a_one_line_error() {
    let cases: Vec<(SimArgs, &str)> = vec![
        (args(10, "random"), "1 bot given"),
        (
            args(
                10,
                "random,random,random,random,random,random,random,random,random,random,random",
            ),
            "11 bots given",
        ),
        (args(10, "random,wizard"), "unknown bot"),
        (
            SimArgs {
                rules: RulesArgs {
                    rules: Some("poker".into()),
                    ..RulesArgs::default()
                },
                ..args(10, "random,random")
            },
            "unknown rules preset",
        ),
        (
            SimArgs {
                rules: RulesArgs {
                    house: vec!["nope".into()],
                    ..RulesArgs::default()
                },
                ..args(10, "random,random")
            },
            "unknown house rule",
        ),
        (
            SimArgs {
                threads: Some(0),
                ..args(10, "random,random")
            },
            "--threads",
        ),
        (
            SimArgs {
                rules: RulesArgs {
                    rules_file: Some("/nonexistent/rules.toml".into()),
                    ..RulesArgs::default()
                },
                ..args(10, "random,random")
            },
            "cannot read rules file",
        ),
        (
            SimArgs {
                plot: Some("x.jpg".into()),
                ..args(10, "random,random")
            },
            ".svg or .png",
        ),
    ];
    for (a, want) in cases {
        let e = run(&a).unwrap_err().to_string();
        assert!(e.contains(want), "{want}: {e}");
        assert!(!e.contains('\n'), "{e}");
    }
}

#[test]
fn rules_files_in_toml_and_json() {
    let dir = tempfile::tempdir().unwrap();
    let toml = dir.path().join("r.toml");
    std::fs::write(
        &toml,
        "preset = \"classic\"\nhouse = [\"jump_in\"]\n[scoring]\ntarget = 100\n",
    )
    .unwrap();
    let json = dir.path().join("r.json");
    std::fs::write(
        &json,
        r#"{"preset": "hello-kitty", "options": {"hand_size": 5}}"#,
    )
    .unwrap();
    for f in [toml, json] {
        let mut a = args(20, "random,random,random");
        a.rules.rules_file = Some(f);
        a.rules.house = vec!["seven_swap".into()];
        run(&a).unwrap();
    }
    let bad = dir.path().join("bad.toml");
    std::fs::write(&bad, "preset = \n").unwrap();
    let mut a = args(20, "random,random");
    a.rules.rules_file = Some(bad);
    let e = run(&a).unwrap_err().to_string();
    assert!(e.contains("bad.toml") && !e.contains('\n'), "{e}");
}

/// Ten seats: the seat labels do not overlap (short labels, the levels
/// named in the axis title), the parity label sits right of the last bar,
/// and a histogram bar that collects the longest games says so.
#[test]
fn a_ten_seat_plot_keeps_its_labels_apart() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("ten.svg");
    let mut a = args(
        300,
        "random,medium,random,random,random,random,random,random,random,medium",
    );
    a.plot = Some(path.clone());
    run(&a).unwrap();
    let svg = std::fs::read_to_string(&path).unwrap();
    assert!(svg.contains("seat (m medium, r random)"), "no level key");
    // (plotters writes a text's content on its own line.)
    let has = |svg: &str, label: &str| svg.contains(&format!("\n{label}\n</text>"));
    assert!(has(&svg, "0 r") && has(&svg, "9 m"), "short labels");
    assert!(!has(&svg, "0 random"), "long labels at ten seats");
    assert!(has(&svg, "1/10"));
    // The parity label is right of the last bar's slot (seat 9).
    let x_of = |label: &str| -> f64 {
        let at = svg.find(&format!("\n{label}\n</text>")).unwrap();
        let tag = &svg[svg[..at].rfind("<text").unwrap()..at];
        let x = tag.split("x=\"").nth(1).unwrap();
        x[..x.find('"').unwrap()].parse().unwrap()
    };
    assert!(x_of("1/10") > x_of("9 m") + 20.0, "parity label on a bar");
    // Two seats keep their long labels.
    let path2 = dir.path().join("two.svg");
    let mut a = args(100, "random,easy");
    a.plot = Some(path2.clone());
    run(&a).unwrap();
    let svg = std::fs::read_to_string(&path2).unwrap();
    assert!(has(&svg, "0 random") && has(&svg, "1 easy"));
}

#[test]
fn the_last_histogram_bin_counts_its_tail() {
    use uno_sim::plot::Bins;
    use uno_sim::stats::Hist;
    let mut h = Hist::default();
    for v in 0..1000 {
        h.add(10 + v % 50);
    }
    h.add(5000);
    h.add(7000);
    let b = Bins::of(&h);
    assert_eq!(b.tail, 2);
    assert_eq!(b.counts.iter().sum::<u64>(), 1002);
    assert!(b.last_start() < 100);
    let mut h = Hist::default();
    for v in 0..100 {
        h.add(v);
    }
    assert_eq!(Bins::of(&h).tail, 0);
}
