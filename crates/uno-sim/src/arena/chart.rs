//! `uno arena --plot FILE`: each bot's rating with its 95% interval, as
//! SVG or PNG (plotters; PNG text through [`crate::plot::PixelText`]).

use std::path::Path;

use plotters::coord::Shift;
use plotters::prelude::*;

use super::report::ArenaReport;
use crate::args::{plot_format, PlotFormat};
use crate::error::SimError;
use crate::plot::PixelText;

/// `uno arena --plot FILE`: each bot's rating with its 95% interval, best
/// first, and the anchor's rating as a line.
pub fn plot_ratings(report: &ArenaReport, path: &Path) -> Result<(), SimError> {
    let fail = |message: String| SimError::Plot {
        path: path.to_path_buf(),
        message,
    };
    let size = (
        (240 + 110 * report.bots.len() as u32).clamp(640, 1600),
        540u32,
    );
    match plot_format(path)? {
        PlotFormat::Svg => {
            let root = SVGBackend::new(path, size).into_drawing_area();
            draw_ratings(&root, report).map_err(fail)?;
            root.present().map_err(|e| fail(e.to_string()))
        }
        PlotFormat::Png => {
            let root = PixelText(BitMapBackend::new(path, size)).into_drawing_area();
            draw_ratings(&root, report).map_err(fail)?;
            root.present().map_err(|e| fail(e.to_string()))
        }
    }
}

fn draw_ratings<DB: DrawingBackend>(
    root: &DrawingArea<DB, Shift>,
    r: &ArenaReport,
) -> Result<(), String>
where
    DB::ErrorType: 'static,
{
    let err = |e: DrawingAreaErrorKind<DB::ErrorType>| e.to_string();
    root.fill(&WHITE).map_err(err)?;
    let n = r.bots.len();
    let (mut lo, mut hi) = (f64::INFINITY, f64::NEG_INFINITY);
    for b in &r.bots {
        let [l, h] = b.rating_ci95.unwrap_or([b.rating, b.rating]);
        lo = lo.min(l.min(b.rating));
        hi = hi.max(h.max(b.rating));
    }
    let pad = ((hi - lo) * 0.1).max(20.0);
    let labels: Vec<String> = r.bots.iter().map(|b| b.name.clone()).collect();
    let fmt = |x: &f64| {
        let i = x.round();
        if (x - i).abs() < 1e-6 && i >= 0.0 && (i as usize) < labels.len() {
            labels[i as usize].clone()
        } else {
            String::new()
        }
    };
    let title = format!(
        "uno arena: {}, {} seats, {} rounds per pairing (seed {})",
        if r.scheme == "gauntlet" {
            format!("gauntlet of {}", r.gauntlet.as_deref().unwrap_or("?"))
        } else {
            "round-robin".to_string()
        },
        r.players,
        r.rounds_per_pairing,
        r.seed
    );
    let mut chart = ChartBuilder::on(root)
        .caption(title, ("sans-serif", 18))
        .margin(14)
        .x_label_area_size(40)
        .y_label_area_size(60)
        .build_cartesian_2d(-0.5f64..(n as f64 - 0.5), (lo - pad)..(hi + pad))
        .map_err(err)?;
    chart
        .configure_mesh()
        .disable_x_mesh()
        .x_labels(n * 2 + 1)
        .x_label_formatter(&fmt)
        .y_label_formatter(&|y| format!("{y:.0}"))
        .y_desc(format!(
            "rating (Elo scale, {} = {:.0}; 95% interval)",
            r.rating.anchor.as_deref().unwrap_or("mean"),
            r.rating.anchor_rating
        ))
        .label_style(("sans-serif", 13))
        .axis_desc_style(("sans-serif", 15))
        .draw()
        .map_err(err)?;
    chart
        .draw_series(std::iter::once(PathElement::new(
            vec![
                (-0.5, r.rating.anchor_rating),
                (n as f64 - 0.5, r.rating.anchor_rating),
            ],
            Color::stroke_width(&RED, 1),
        )))
        .map_err(err)?;
    chart
        .draw_series(r.bots.iter().enumerate().map(|(i, b)| {
            let [l, h] = b.rating_ci95.unwrap_or([b.rating, b.rating]);
            ErrorBar::new_vertical(i as f64, l, b.rating, h, Color::stroke_width(&BLACK, 2), 14)
        }))
        .map_err(err)?;
    chart
        .draw_series(r.bots.iter().enumerate().map(|(i, b)| {
            let color = if b.research {
                RGBColor(200, 120, 40)
            } else {
                RGBColor(60, 110, 180)
            };
            Circle::new((i as f64, b.rating), 6, color.filled())
        }))
        .map_err(err)?;
    Ok(())
}
