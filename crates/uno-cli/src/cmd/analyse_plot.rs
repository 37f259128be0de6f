//! `uno analyse --plot OUT.svg`: each seat's estimated win probability
//! after each of its decisions, over the game's actions; mistakes as
//! circles, blunders as crosses, a new round as a grey line (plotters).

use std::path::Path;

use plotters::prelude::*;
use uno_bots::coach::Mark;
use uno_bots::review::Review;

const SIZE: (u32, u32) = (1100, 480);

/// The seats' line colours (a colour-blind-safe palette, Okabe–Ito).
const PALETTE: [RGBColor; 8] = [
    RGBColor(0, 114, 178),
    RGBColor(230, 159, 0),
    RGBColor(0, 158, 115),
    RGBColor(204, 121, 167),
    RGBColor(86, 180, 233),
    RGBColor(213, 94, 0),
    RGBColor(240, 228, 66),
    RGBColor(0, 0, 0),
];

/// Draws the plot of a review to `path` (SVG).
pub fn plot(r: &Review, path: &Path) -> Result<(), String> {
    let root = SVGBackend::new(path, SIZE).into_drawing_area();
    draw(&root, r).map_err(|e| e.to_string())?;
    root.present().map_err(|e| e.to_string())
}

fn draw<DB: DrawingBackend>(
    root: &DrawingArea<DB, plotters::coord::Shift>,
    r: &Review,
) -> Result<(), DrawingAreaErrorKind<DB::ErrorType>>
where
    DB::ErrorType: 'static,
{
    root.fill(&WHITE)?;
    let last = r.decisions.iter().map(|d| d.index).max().unwrap_or(0) + 1;
    let mut chart = ChartBuilder::on(root)
        .caption(
            "uno analyse: estimated chance to win the round after each decision",
            ("sans-serif", 20),
        )
        .margin(12)
        .x_label_area_size(36)
        .y_label_area_size(48)
        .build_cartesian_2d(0f64..last as f64, 0f64..1f64)?;
    chart
        .configure_mesh()
        .x_desc("action in the record")
        // Actions are counted: whole numbers (2, not 2.0), and no label
        // between two actions when a short game's ticks fall there.
        .x_label_formatter(&|x| {
            if x.fract() == 0.0 {
                format!("{x:.0}")
            } else {
                String::new()
            }
        })
        .y_desc("win probability")
        .y_label_formatter(&|y| format!("{:.0}%", y * 100.0))
        .draw()?;
    // A new round: a grey line where its first decision is.
    let mut round = r.decisions.first().map(|d| d.round);
    for d in &r.decisions {
        if Some(d.round) != round {
            round = Some(d.round);
            let x = d.index as f64 - 0.5;
            chart.draw_series([PathElement::new(
                vec![(x, 0.0), (x, 1.0)],
                RGBColor(180, 180, 180).stroke_width(1),
            )])?;
        }
    }
    for (k, &seat) in r.seats.iter().enumerate() {
        let colour = PALETTE[k % PALETTE.len()];
        // One line per round, so a round's end is not joined to the next.
        let mut rounds: Vec<Vec<(f64, f64)>> = Vec::new();
        let mut cur = None;
        for d in r.decisions.iter().filter(|d| d.seat == seat) {
            if cur != Some(d.round) {
                cur = Some(d.round);
                rounds.push(Vec::new());
            }
            if let Some(line) = rounds.last_mut() {
                line.push((d.index as f64, d.win()));
            }
        }
        for (i, line) in rounds.into_iter().enumerate() {
            // A path element (plotters' line series is a feature not built).
            let s = chart.draw_series([PathElement::new(line, colour.stroke_width(2))])?;
            if i == 0 {
                s.label(format!("seat {seat}")).legend(move |(x, y)| {
                    PathElement::new([(x, y), (x + 18, y)], colour.stroke_width(2))
                });
            }
        }
        let marked = r
            .decisions
            .iter()
            .filter(|d| d.seat == seat)
            .filter_map(|d| d.mark().map(|m| (d.index as f64, d.win(), m)));
        for (x, y, m) in marked {
            match m {
                Mark::Mistake => {
                    chart.draw_series([Circle::new((x, y), 5, RED.stroke_width(2))])?;
                }
                Mark::Blunder => {
                    chart.draw_series([Cross::new((x, y), 6, RED.stroke_width(3))])?;
                }
            }
        }
    }
    chart
        .configure_series_labels()
        .background_style(WHITE.mix(0.85))
        .border_style(BLACK)
        .draw()?;
    Ok(())
}
