//! `--plot FILE`: two panels, the game-length histogram and the win rate
//! of each seat with its 95% interval, as SVG or PNG (plotters).
//!
//! Plotters draws text on bitmaps only with a font library and system
//! fonts; to stay light and self-contained, PNG text is drawn by
//! [`PixelText`], a backend wrapper with a built-in 8×8 pixel font.

use std::path::Path;

use plotters::coord::Shift;
use plotters::prelude::*;
use plotters_backend::text_anchor::{HPos, Pos, VPos};
use plotters_backend::{
    BackendColor, BackendCoord, BackendStyle, BackendTextStyle, DrawingErrorKind,
};

use crate::args::{plot_format, PlotFormat};
use crate::error::SimError;
use crate::runner::SimOutput;
use crate::summary::Summary;

const SIZE: (u32, u32) = (1200, 540);

/// Draws the plot of a run to `path` (the extension picks the format).
pub fn plot(out: &SimOutput, path: &Path) -> Result<(), SimError> {
    let fail = |message: String| SimError::Plot {
        path: path.to_path_buf(),
        message,
    };
    match plot_format(path)? {
        PlotFormat::Svg => {
            let root = SVGBackend::new(path, SIZE).into_drawing_area();
            draw(&root, out).map_err(fail)?;
            root.present().map_err(|e| fail(e.to_string()))
        }
        PlotFormat::Png => {
            let root = PixelText(BitMapBackend::new(path, SIZE)).into_drawing_area();
            draw(&root, out).map_err(fail)?;
            root.present().map_err(|e| fail(e.to_string()))
        }
    }
}

fn draw<DB: DrawingBackend>(root: &DrawingArea<DB, Shift>, out: &SimOutput) -> Result<(), String>
where
    DB::ErrorType: 'static,
{
    let s = &out.summary;
    let err = |e: DrawingAreaErrorKind<DB::ErrorType>| e.to_string();
    root.fill(&WHITE).map_err(err)?;
    let title = format!(
        "uno sim: {} {} of {}, {} (seed {})",
        s.games,
        if s.mode == "rounds" {
            "rounds"
        } else {
            "games"
        },
        s.rules.label(),
        s.bots.join(", "),
        s.seed
    );
    // The title in large type when it fits, else smaller.
    let big = ("sans-serif", 28).into_font();
    let fits = root
        .estimate_text_size(&title, &TextStyle::from(big.clone()))
        .is_ok_and(|(w, _)| w + 20 <= SIZE.0);
    let font = if fits {
        big
    } else {
        ("sans-serif", 16).into_font()
    };
    let root = root.titled(&title, font).map_err(err)?;
    let (left, right) = root.split_horizontally(SIZE.0 / 2);
    histogram(&left, out).map_err(err)?;
    win_rates(&right, s).map_err(err)?;
    Ok(())
}

type DrawResult<DB> = Result<(), DrawingAreaErrorKind<<DB as DrawingBackend>::ErrorType>>;

/// The histogram's bins: turns per game in at most 60 bins up to the
/// 99.5th percentile. Longer games go in the last bin, which is then
/// labelled as holding them (`tail`: how many lie past its range).
pub struct Bins {
    pub width: u64,
    pub counts: Vec<u64>,
    /// Games longer than the last bin's own range, counted in it.
    pub tail: u64,
}

impl Bins {
    pub fn of(h: &crate::stats::Hist) -> Bins {
        let top = h.quantile(0.995).max(1);
        let width = top.div_ceil(60).max(1);
        let bins = (top / width + 1) as usize;
        let mut counts = vec![0u64; bins];
        let mut tail = 0;
        for (v, c) in h.iter() {
            let b = (v / width) as usize;
            if b >= bins {
                tail += c;
            }
            counts[b.min(bins - 1)] += c;
        }
        Bins {
            width,
            counts,
            tail,
        }
    }

    /// The first value of the last bin.
    pub fn last_start(&self) -> u64 {
        (self.counts.len() as u64 - 1) * self.width
    }
}

/// Turns per game (see [`Bins`]); a last bin that collects the longer
/// games says so above it and in the axis title.
fn histogram<DB: DrawingBackend>(area: &DrawingArea<DB, Shift>, out: &SimOutput) -> DrawResult<DB> {
    let Bins {
        width,
        ref counts,
        tail,
    } = Bins::of(out.game_lengths());
    let bins = counts.len();
    let last = (bins as u64 - 1) * width;
    let ymax = counts.iter().copied().max().unwrap_or(1).max(1);
    let x_desc = if tail > 0 {
        format!(
            "turns (last bar: {last} or more, {tail} {} past {})",
            if tail == 1 { "game" } else { "games" },
            last + width - 1
        )
    } else {
        "turns".to_string()
    };
    let mut chart = ChartBuilder::on(area)
        .caption(
            format!(
                "Game length (turns per game; mean {:.1})",
                out.summary.turns_per_game
            ),
            ("sans-serif", 18),
        )
        .margin(12)
        .x_label_area_size(40)
        .y_label_area_size(60)
        .build_cartesian_2d(0u64..(bins as u64 * width), 0u64..(ymax + ymax / 5 + 1))?;
    chart
        .configure_mesh()
        .disable_x_mesh()
        .x_desc(x_desc)
        .y_desc("games")
        .label_style(("sans-serif", 13))
        .axis_desc_style(("sans-serif", 15))
        .draw()?;
    chart.draw_series(counts.iter().enumerate().map(|(i, &c)| {
        let x0 = i as u64 * width;
        let color = if tail > 0 && i == bins - 1 {
            RGBColor(200, 120, 50)
        } else {
            RGBColor(70, 110, 180)
        };
        Rectangle::new([(x0, 0), (x0 + width, c)], color.filled())
    }))?;
    if tail > 0 {
        let c = counts[bins - 1];
        let style = ("sans-serif", 13)
            .into_font()
            .color(&RGBColor(160, 80, 20))
            .pos(Pos::new(HPos::Right, VPos::Bottom));
        chart.draw_series(std::iter::once(Text::new(
            format!("{last}+ turns: {c}"),
            (last + width, c + ymax / 50 + 1),
            style,
        )))?;
    }
    Ok(())
}

/// The seats' labels on the x axis: "0 random" when they fit side by
/// side, else the seat and its level's initial ("0 r"), with the initials
/// explained in the axis title. Returns (labels, axis title).
pub fn seat_labels(s: &Summary, room_px: u32) -> (Vec<String>, String) {
    let n = s.seats.len().max(1);
    let long: Vec<String> = s
        .seats
        .iter()
        .map(|r| format!("{} {}", r.seat, r.bot))
        .collect();
    // 13 px type: about 7 px a character, and a gap of two.
    let widest = long.iter().map(|l| l.chars().count()).max().unwrap_or(0) + 2;
    if (widest as u32) * 7 * n as u32 <= room_px {
        return (long, "seat".into());
    }
    let mut levels: Vec<&str> = s.seats.iter().map(|r| r.bot.as_str()).collect();
    levels.sort();
    levels.dedup();
    if levels.len() == 1 {
        let labels = s.seats.iter().map(|r| r.seat.to_string()).collect();
        return (labels, format!("seat (all {})", levels[0]));
    }
    let initial = |b: &str| b.chars().next().unwrap_or('?');
    let labels = s
        .seats
        .iter()
        .map(|r| format!("{} {}", r.seat, initial(&r.bot)))
        .collect();
    let key: Vec<String> = levels
        .iter()
        .map(|l| format!("{} {l}", initial(l)))
        .collect();
    (labels, format!("seat ({})", key.join(", ")))
}

/// Win rate per seat with its 95% Wilson interval, and the fair share
/// (1/N; 1/(N/2) with teams, (N−1)/N under `last_holding_loses`).
fn win_rates<DB: DrawingBackend>(area: &DrawingArea<DB, Shift>, s: &Summary) -> DrawResult<DB> {
    let n = s.seats.len();
    let hi = s
        .seats
        .iter()
        .map(|r| r.win.ci95[1])
        .fold(s.first_player.fair, f64::max);
    let ymax = (hi * 1.2).clamp(0.05, 1.0);
    // The plot's width, less the y labels and margins; one more slot on
    // the right holds the parity line's label, clear of every bar.
    let room = area.dim_in_pixel().0.saturating_sub(90) * n as u32 / (n as u32 + 1);
    let (labels, x_desc) = seat_labels(s, room);
    let fmt = |x: &f64| {
        let i = x.round();
        if (x - i).abs() < 1e-6 && i >= 0.0 && (i as usize) < labels.len() {
            labels[i as usize].clone()
        } else {
            String::new()
        }
    };
    let mut chart = ChartBuilder::on(area)
        .caption("Win rate by seat (95% interval)", ("sans-serif", 18))
        .margin(12)
        .x_label_area_size(40)
        .y_label_area_size(60)
        .build_cartesian_2d(-0.5f64..(n as f64 + 0.5), 0f64..ymax)?;
    chart
        .configure_mesh()
        .disable_x_mesh()
        .x_labels(n * 2 + 3)
        .x_label_formatter(&fmt)
        .y_label_formatter(&|y| percent(*y))
        .x_desc(x_desc)
        .y_desc("games won")
        .label_style(("sans-serif", 13))
        .axis_desc_style(("sans-serif", 15))
        .draw()?;
    chart.draw_series(s.seats.iter().map(|r| {
        let x = r.seat as f64;
        Rectangle::new(
            [(x - 0.3, 0.0), (x + 0.3, r.win.rate)],
            RGBColor(110, 170, 90).filled(),
        )
    }))?;
    chart.draw_series(s.seats.iter().map(|r| {
        ErrorBar::new_vertical(
            r.seat as f64,
            r.win.ci95[0],
            r.win.rate,
            r.win.ci95[1],
            Color::stroke_width(&BLACK, 2),
            14,
        )
    }))?;
    let fair = s.first_player.fair;
    chart.draw_series(std::iter::once(PathElement::new(
        vec![(-0.5, fair), (n as f64 - 0.5, fair)],
        Color::stroke_width(&RED, 1),
    )))?;
    // The parity label in the free slot right of the last bar.
    chart.draw_series(std::iter::once(Text::new(
        format!(
            "{}/{}",
            s.first_player.fair_share.0, s.first_player.fair_share.1
        ),
        (n as f64 - 0.4, fair),
        ("sans-serif", 13)
            .into_font()
            .color(&RED)
            .pos(Pos::new(HPos::Left, VPos::Center)),
    )))?;
    Ok(())
}

/// A share as a percentage for an axis label: 40%, or 2.5% between
/// whole percents (a small share's ticks are finer).
fn percent(share: f64) -> String {
    let p = share * 100.0;
    if (p - p.round()).abs() < 1e-6 {
        format!("{p:.0}%")
    } else {
        format!("{p:.1}%")
    }
}

// ----- PNG text ----------------------------------------------------------------

/// A drawing backend that draws text itself with the public-domain 8×8
/// font of `font8x8`, scaled to the size asked for, and everything else
/// through the backend it wraps.
pub struct PixelText<B>(pub B);

/// Glyph cell size in pixels for a font size.
fn scale(size: f64) -> i32 {
    ((size / 16.0).round() as i32).max(1)
}

fn text_box(text: &str, size: f64) -> (i32, i32) {
    let k = scale(size);
    (text.chars().count() as i32 * 8 * k, 8 * k)
}

impl<B: DrawingBackend> DrawingBackend for PixelText<B> {
    type ErrorType = B::ErrorType;

    fn get_size(&self) -> (u32, u32) {
        self.0.get_size()
    }
    fn ensure_prepared(&mut self) -> Result<(), DrawingErrorKind<Self::ErrorType>> {
        self.0.ensure_prepared()
    }
    fn present(&mut self) -> Result<(), DrawingErrorKind<Self::ErrorType>> {
        self.0.present()
    }
    fn draw_pixel(
        &mut self,
        point: BackendCoord,
        color: BackendColor,
    ) -> Result<(), DrawingErrorKind<Self::ErrorType>> {
        self.0.draw_pixel(point, color)
    }
    fn draw_line<S: BackendStyle>(
        &mut self,
        from: BackendCoord,
        to: BackendCoord,
        style: &S,
    ) -> Result<(), DrawingErrorKind<Self::ErrorType>> {
        self.0.draw_line(from, to, style)
    }
    fn draw_rect<S: BackendStyle>(
        &mut self,
        upper_left: BackendCoord,
        bottom_right: BackendCoord,
        style: &S,
        fill: bool,
    ) -> Result<(), DrawingErrorKind<Self::ErrorType>> {
        self.0.draw_rect(upper_left, bottom_right, style, fill)
    }
    fn draw_path<S: BackendStyle, I: IntoIterator<Item = BackendCoord>>(
        &mut self,
        path: I,
        style: &S,
    ) -> Result<(), DrawingErrorKind<Self::ErrorType>> {
        self.0.draw_path(path, style)
    }
    fn draw_circle<S: BackendStyle>(
        &mut self,
        center: BackendCoord,
        radius: u32,
        style: &S,
        fill: bool,
    ) -> Result<(), DrawingErrorKind<Self::ErrorType>> {
        self.0.draw_circle(center, radius, style, fill)
    }
    fn fill_polygon<S: BackendStyle, I: IntoIterator<Item = BackendCoord>>(
        &mut self,
        vert: I,
        style: &S,
    ) -> Result<(), DrawingErrorKind<Self::ErrorType>> {
        self.0.fill_polygon(vert, style)
    }
    fn blit_bitmap(
        &mut self,
        pos: BackendCoord,
        size: (u32, u32),
        src: &[u8],
    ) -> Result<(), DrawingErrorKind<Self::ErrorType>> {
        self.0.blit_bitmap(pos, size, src)
    }

    fn draw_text<TStyle: BackendTextStyle>(
        &mut self,
        text: &str,
        style: &TStyle,
        pos: BackendCoord,
    ) -> Result<(), DrawingErrorKind<Self::ErrorType>> {
        let color = style.color();
        if color.alpha == 0.0 {
            return Ok(());
        }
        let k = scale(style.size());
        let (w, h) = text_box(text, style.size());
        let dx = match style.anchor().h_pos {
            HPos::Left => 0,
            HPos::Right => -w,
            HPos::Center => -w / 2,
        };
        let dy = match style.anchor().v_pos {
            VPos::Top => 0,
            VPos::Center => -h / 2,
            VPos::Bottom => -h,
        };
        let trans = style.transform();
        let (sw, sh) = self.get_size();
        for (i, ch) in text.chars().enumerate() {
            let code = if (ch as u32) < 128 {
                ch as usize
            } else {
                b'?' as usize
            };
            let glyph = font8x8::legacy::BASIC_LEGACY[code];
            for (row, bits) in glyph.iter().enumerate() {
                for col in 0..8 {
                    if bits >> col & 1 == 0 {
                        continue;
                    }
                    for sy in 0..k {
                        for sx in 0..k {
                            let x = (i as i32 * 8 + col) * k + sx + dx;
                            let y = row as i32 * k + sy + dy;
                            let (x, y) = trans.transform(x, y);
                            let (x, y) = (pos.0 + x, pos.1 + y);
                            if x >= 0 && y >= 0 && x < sw as i32 && y < sh as i32 {
                                self.0.draw_pixel((x, y), color)?;
                            }
                        }
                    }
                }
            }
        }
        Ok(())
    }

    fn estimate_text_size<TStyle: BackendTextStyle>(
        &self,
        text: &str,
        style: &TStyle,
    ) -> Result<(u32, u32), DrawingErrorKind<Self::ErrorType>> {
        let (w, h) = text_box(text, style.size());
        Ok((w as u32, h as u32))
    }
}

#[cfg(test)]
mod tests {
    use super::percent;

    #[test]
    fn axis_percentages() {
        assert_eq!(percent(0.0), "0%");
        assert_eq!(percent(0.4), "40%");
        assert_eq!(percent(0.025), "2.5%");
        assert_eq!(percent(1.0 / 3.0), "33.3%");
    }
}
