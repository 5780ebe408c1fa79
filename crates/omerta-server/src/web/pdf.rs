//! A document as a PDF on A4 (issue 26: the protocol to download, every reason whole): a
//! list of blocks (a title, headings, paragraphs, list items) set in DejaVu Sans, each
//! paragraph wrapped by the font's own advances, pages added as the text needs them.
//!
//! The paper form (issue 31, item 3) is drawn here too ([`render_sheet`]): the same font
//! and measures, with grids of ruled cells (text wrapped inside its cell, a row never split
//! across pages, the header repeated on a new page) and boxes to tick, as a club's A4 form.
//!
//! printpdf writes the file and embeds the subset of the font the text uses; ttf-parser
//! measures the words. The font is read once.

use printpdf::{
    Color, FontId, Greyscale, Mm, Op, PaintMode, ParsedFont, PdfDocument, PdfFontHandle, PdfPage,
    PdfSaveOptions, Point, Pt, Rect, TextItem,
};
use std::sync::LazyLock;

static FONT_BYTES: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans.ttf");

/// The font, parsed once for printpdf.
static FONT: LazyLock<Option<ParsedFont>> =
    LazyLock::new(|| ParsedFont::from_bytes(FONT_BYTES, 0, &mut Vec::new()));

/// A4, in points.
const PAGE_WIDTH: f32 = 595.28;
const PAGE_HEIGHT: f32 = 841.89;
/// The margin on every side, in points (18 mm).
const MARGIN: f32 = 51.0;

/// One block of the document.
#[derive(Clone, Debug, PartialEq)]
pub enum Block {
    Title(String),
    Heading(String),
    Text(String),
    /// A list item: indented, with a bullet.
    Item(String),
    /// A line left empty.
    Gap,
}

impl Block {
    /// Font size, and the indent of its lines, in points.
    fn style(&self) -> (f32, f32) {
        match self {
            Block::Title(_) => (16.0, 0.0),
            Block::Heading(_) => (12.5, 0.0),
            Block::Text(_) | Block::Gap => (9.5, 0.0),
            Block::Item(_) => (9.5, 12.0),
        }
    }
}

/// How wide `text` is at `size` points, by the font's advances (a character the font
/// lacks counts as wide as an "M").
fn width(face: &ttf_parser::Face<'_>, text: &str, size: f32) -> f32 {
    let per_unit = size / f32::from(face.units_per_em());
    let wide = face
        .glyph_index('M')
        .and_then(|g| face.glyph_hor_advance(g))
        .unwrap_or(face.units_per_em());
    text.chars()
        .map(|c| {
            face.glyph_index(c)
                .and_then(|g| face.glyph_hor_advance(g))
                .unwrap_or(wide)
        })
        .map(|advance| f32::from(advance) * per_unit)
        .sum()
}

/// `text` in lines no wider than `room` points: broken between words, and a word wider
/// than a line broken where it must be.
pub fn wrap(face: &ttf_parser::Face<'_>, text: &str, size: f32, room: f32) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        let candidate = if line.is_empty() {
            word.to_owned()
        } else {
            format!("{line} {word}")
        };
        if width(face, &candidate, size) <= room {
            line = candidate;
            continue;
        }
        if !line.is_empty() {
            lines.push(std::mem::take(&mut line));
        }
        // A word longer than a line (a URL, a name without spaces): cut by characters.
        for c in word.chars() {
            let mut longer = line.clone();
            longer.push(c);
            if !line.is_empty() && width(face, &longer, size) > room {
                lines.push(std::mem::take(&mut line));
                line.push(c);
            } else {
                line = longer;
            }
        }
    }
    if !line.is_empty() || lines.is_empty() {
        lines.push(line);
    }
    lines
}

/// The blocks as a PDF document titled `title`; `None` if the font cannot be read (it is
/// compiled in, so never in practice).
pub fn render(title: &str, blocks: &[Block]) -> Option<Vec<u8>> {
    let font = FONT.as_ref()?;
    let face = ttf_parser::Face::parse(FONT_BYTES, 0).ok()?;
    let mut doc = PdfDocument::new(title);
    let font_id = doc.add_font(font);
    let mut pages: Vec<Vec<Op>> = vec![Vec::new()];
    let mut y = PAGE_HEIGHT - MARGIN;
    for block in blocks {
        let (size, indent) = block.style();
        let leading = size * 1.35;
        let (text, bullet) = match block {
            Block::Title(t) | Block::Heading(t) | Block::Text(t) => (t.as_str(), false),
            Block::Item(t) => (t.as_str(), true),
            Block::Gap => ("", false),
        };
        // A heading keeps space above it, and is not left alone at a page's foot.
        let before = match block {
            Block::Heading(_) => size * 0.8,
            _ => 0.0,
        };
        let room = PAGE_WIDTH - 2.0 * MARGIN - indent;
        let lines = wrap(&face, text, size, room);
        let needed = before
            + leading
                * match block {
                    Block::Heading(_) => 3.0,
                    _ => 1.0,
                };
        if y - needed < MARGIN {
            pages.push(Vec::new());
            y = PAGE_HEIGHT - MARGIN;
        } else {
            y -= before;
        }
        for (i, line) in lines.iter().enumerate() {
            if y - leading < MARGIN {
                pages.push(Vec::new());
                y = PAGE_HEIGHT - MARGIN;
            }
            y -= leading;
            let shown = if bullet && i == 0 {
                format!("• {line}")
            } else if bullet {
                format!("  {line}")
            } else {
                line.clone()
            };
            if shown.is_empty() {
                continue;
            }
            let ops = pages.last_mut().expect("a page at least");
            ops.extend(text_ops(&font_id, MARGIN + indent, y, size, shown));
        }
    }
    Some(saved(doc, pages))
}

/// The document with its pages, on A4, as bytes.
fn saved(mut doc: PdfDocument, pages: Vec<Vec<Op>>) -> Vec<u8> {
    let pages: Vec<PdfPage> = pages
        .into_iter()
        .map(|ops| PdfPage::new(Mm(210.0), Mm(297.0), ops))
        .collect();
    doc.with_pages(pages)
        .save(&PdfSaveOptions::default(), &mut Vec::new())
}

/// A letter of a right-to-left script (Hebrew, Arabic and their presentation forms).
fn is_rtl(c: char) -> bool {
    matches!(c, '\u{0590}'..='\u{08FF}' | '\u{FB1D}'..='\u{FDFF}' | '\u{FE70}'..='\u{FEFF}')
}

/// A line in the order its glyphs are drawn, left to right (UAX #9 for one line), and
/// whether it reads right to left (its first strong letter's direction): a PDF draws glyphs
/// in the order given, so a Hebrew word given as stored would come out backwards. A
/// right-to-left run's brackets are mirrored, as a reader's display does.
fn visual(line: &str) -> (String, bool) {
    if !line.chars().any(is_rtl) {
        return (line.to_owned(), false);
    }
    let info = unicode_bidi::BidiInfo::new(line, None);
    let Some(paragraph) = info.paragraphs.first() else {
        return (line.to_owned(), false);
    };
    let (levels, runs) = info.visual_runs(paragraph, paragraph.range.clone());
    let mut out = String::with_capacity(line.len());
    for run in runs {
        let text = &line[run.clone()];
        if levels.get(run.start).is_some_and(|l| l.is_rtl()) {
            out.extend(text.chars().rev().map(|c| match c {
                '(' => ')',
                ')' => '(',
                '[' => ']',
                ']' => '[',
                '{' => '}',
                '}' => '{',
                '<' => '>',
                '>' => '<',
                '«' => '»',
                '»' => '«',
                other => other,
            }));
        } else {
            out.push_str(text);
        }
    }
    (out, paragraph.level.is_rtl())
}

/// One line of text with its baseline's left end at (`x`, `y`), in visual order.
fn text_ops(font: &FontId, x: f32, y: f32, size: f32, text: String) -> [Op; 5] {
    let (text, _) = visual(&text);
    [
        Op::StartTextSection,
        Op::SetTextCursor {
            pos: Point { x: Pt(x), y: Pt(y) },
        },
        Op::SetFont {
            font: PdfFontHandle::External(font.clone()),
            size: Pt(size),
        },
        Op::ShowText {
            items: vec![TextItem::Text(text)],
        },
        Op::EndTextSection,
    ]
}

/// One part of a sheet (the paper form): lines of text and ruled grids, top to bottom.
#[derive(Clone, Debug, PartialEq)]
pub enum Part {
    Title(String),
    /// A line of small text under the title (wrapped when long).
    Line(String),
    /// A section's heading, kept with the first row of what follows it.
    Heading(String),
    Grid(Grid),
    /// Space left empty, in points.
    Space(f32),
}

/// A ruled table: a header row, then rows of cells; `widths` are the columns' shares of
/// the page's width (any positive numbers: they are scaled to fill it).
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Grid {
    pub widths: Vec<f32>,
    pub header: Vec<String>,
    pub rows: Vec<Vec<Cell>>,
}

/// A grid's cell: text (a `\n` starts a new line), or boxes to tick, as the paper form's
/// four fouls (`filled` of them ticked).
#[derive(Clone, Debug, PartialEq)]
pub enum Cell {
    Text(String),
    Boxes { filled: u8, of: u8 },
}

impl From<String> for Cell {
    fn from(text: String) -> Cell {
        Cell::Text(text)
    }
}

impl From<&str> for Cell {
    fn from(text: &str) -> Cell {
        Cell::Text(text.to_owned())
    }
}

/// The sheet's margin on every side, in points (10 mm: a form uses its paper).
const SHEET_MARGIN: f32 = 28.0;
/// A grid's text size, its leading and the padding inside a cell, in points.
const CELL_SIZE: f32 = 7.5;
const CELL_LEADING: f32 = 8.7;
const CELL_PAD: f32 = 2.2;
/// A foul box's side, in points.
const BOX: f32 = 7.5;

/// What a sheet is being drawn on: the pages so far and the height reached on the last.
struct Pen<'f> {
    face: ttf_parser::Face<'f>,
    font: FontId,
    pages: Vec<Vec<Op>>,
    y: f32,
}

impl Pen<'_> {
    fn ops(&mut self) -> &mut Vec<Op> {
        if self.pages.is_empty() {
            self.pages.push(Vec::new());
        }
        self.pages.last_mut().expect("a page was just made")
    }

    /// A new page when `height` does not fit below the pen; true if one was begun.
    fn room_for(&mut self, height: f32) -> bool {
        if self.y - height < SHEET_MARGIN && self.y < PAGE_HEIGHT - SHEET_MARGIN {
            self.pages.push(Vec::new());
            self.y = PAGE_HEIGHT - SHEET_MARGIN;
            return true;
        }
        false
    }

    /// A line in a box `room` wide from `x`: from its left for a left-to-right line, to
    /// its right for a right-to-left one (a Hebrew name in its cell).
    fn text(&mut self, x: f32, room: f32, y: f32, size: f32, text: String) {
        let x = match visual(&text) {
            (shown, true) => x + (room - width(&self.face, &shown, size)).max(0.0),
            _ => x,
        };
        let ops = text_ops(&self.font, x, y, size, text);
        self.ops().extend(ops);
    }

    /// Lines of text over the page's width.
    fn lines(&mut self, text: &str, size: f32) {
        let room = PAGE_WIDTH - 2.0 * SHEET_MARGIN;
        for line in wrap(&self.face, text, size, room) {
            self.room_for(size * 1.3);
            self.y -= size * 1.3;
            self.text(SHEET_MARGIN, room, self.y, size, line);
        }
    }

    fn rect(&mut self, x: f32, y: f32, width: f32, height: f32, mode: PaintMode) {
        self.ops().push(Op::DrawRectangle {
            rectangle: Rect {
                x: Pt(x),
                y: Pt(y),
                width: Pt(width),
                height: Pt(height),
                mode: Some(mode),
                winding_order: None,
            },
        });
    }

    /// Every cell's lines, each wrapped to its column.
    fn laid(&self, cells: &[Cell], widths: &[f32]) -> Vec<Vec<String>> {
        cells
            .iter()
            .zip(widths)
            .map(|(cell, width)| match cell {
                Cell::Text(text) => text
                    .split('\n')
                    .flat_map(|p| wrap(&self.face, p, CELL_SIZE, width - 2.0 * CELL_PAD))
                    .collect(),
                Cell::Boxes { .. } => vec![String::new()],
            })
            .collect()
    }

    /// One row of ruled cells at the pen, the pen moved below it; `shaded` for a header.
    fn row(&mut self, cells: &[Cell], widths: &[f32], shaded: bool) {
        let laid = self.laid(cells, widths);
        let lines = laid.iter().map(Vec::len).max().unwrap_or(1).max(1);
        let height = lines as f32 * CELL_LEADING + 2.0 * CELL_PAD;
        let bottom = self.y - height;
        let mut x = SHEET_MARGIN;
        for ((cell, lines), width) in cells.iter().zip(&laid).zip(widths) {
            if shaded {
                self.ops().push(Op::SetFillColor {
                    col: Color::Greyscale(Greyscale::new(0.9, None)),
                });
                self.rect(x, bottom, *width, height, PaintMode::Fill);
                self.ops().push(Op::SetFillColor {
                    col: Color::Greyscale(Greyscale::new(0.0, None)),
                });
            }
            self.rect(x, bottom, *width, height, PaintMode::Stroke);
            match cell {
                Cell::Text(_) => {
                    for (i, line) in lines.iter().enumerate() {
                        if line.is_empty() {
                            continue;
                        }
                        let baseline = self.y - CELL_PAD - (i as f32 + 1.0) * CELL_LEADING + 2.0;
                        let room = width - 2.0 * CELL_PAD;
                        self.text(x + CELL_PAD, room, baseline, CELL_SIZE, line.clone());
                    }
                }
                Cell::Boxes { filled, of } => {
                    for i in 0..*of {
                        let left = x + CELL_PAD + f32::from(i) * (BOX + 2.0);
                        let low = self.y - CELL_PAD - BOX - 1.0;
                        let mode = if i < *filled {
                            PaintMode::FillStroke
                        } else {
                            PaintMode::Stroke
                        };
                        self.rect(left, low, BOX, BOX, mode);
                    }
                }
            }
            x += width;
        }
        self.y = bottom;
    }

    /// The columns' widths in points: the shares scaled to the page's width.
    fn widths(grid: &Grid) -> Vec<f32> {
        let room = PAGE_WIDTH - 2.0 * SHEET_MARGIN;
        let total: f32 = grid.widths.iter().filter(|w| **w > 0.0).sum();
        grid.widths
            .iter()
            .map(|w| w.max(0.0) / total.max(f32::EPSILON) * room)
            .collect()
    }

    /// How tall a row of these cells is.
    fn height(&self, cells: &[Cell], widths: &[f32]) -> f32 {
        let lines = self
            .laid(cells, widths)
            .iter()
            .map(Vec::len)
            .max()
            .unwrap_or(1);
        lines.max(1) as f32 * CELL_LEADING + 2.0 * CELL_PAD
    }

    fn header(grid: &Grid) -> Vec<Cell> {
        grid.header.iter().map(|h| Cell::from(h.as_str())).collect()
    }

    /// The header and the first row: what a grid's start keeps together (with its heading).
    fn start_height(&self, grid: &Grid) -> f32 {
        let widths = Self::widths(grid);
        let first = grid.rows.first().map_or(0.0, |r| self.height(r, &widths));
        self.height(&Self::header(grid), &widths) + first
    }

    fn grid(&mut self, grid: &Grid) {
        let widths = Self::widths(grid);
        let header = Self::header(grid);
        // The header with the first row at least: a grid never starts at a page's foot.
        self.room_for(self.start_height(grid));
        self.row(&header, &widths, true);
        for row in &grid.rows {
            if self.room_for(self.height(row, &widths)) {
                self.row(&header, &widths, true);
            }
            self.row(row, &widths, false);
        }
    }
}

/// The parts as a PDF on A4, titled `title`: the paper form, ruled. `None` if the font
/// cannot be read (it is compiled in, so never in practice).
pub fn render_sheet(title: &str, parts: &[Part]) -> Option<Vec<u8>> {
    let font = FONT.as_ref()?;
    let mut doc = PdfDocument::new(title);
    let font_id = doc.add_font(font);
    let mut pen = Pen {
        face: ttf_parser::Face::parse(FONT_BYTES, 0).ok()?,
        font: font_id,
        pages: vec![Vec::new()],
        y: PAGE_HEIGHT - SHEET_MARGIN,
    };
    pen.ops().push(Op::SetOutlineThickness { pt: Pt(0.6) });
    for (i, part) in parts.iter().enumerate() {
        match part {
            Part::Title(text) => pen.lines(text, 13.0),
            Part::Line(text) => pen.lines(text, 8.5),
            Part::Heading(text) => {
                // Kept with what follows it: a grid's header and first row, or a line.
                let next = match parts.get(i + 1) {
                    Some(Part::Grid(grid)) => pen.start_height(grid),
                    _ => 12.0,
                };
                pen.room_for(4.0 + 13.0 + next);
                pen.y -= 4.0;
                pen.lines(text, 10.0);
                pen.y -= 2.0;
            }
            Part::Grid(grid) => pen.grid(grid),
            Part::Space(points) => pen.y -= points,
        }
    }
    Some(saved(doc, pen.pages))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn face() -> ttf_parser::Face<'static> {
        ttf_parser::Face::parse(FONT_BYTES, 0).unwrap()
    }

    #[test]
    fn lines_fit_their_room_and_keep_every_word() {
        let text = "+0.300: the Sheriff's three black checks confirmed before the end (50% of the value, ruling P11) and a very-long-word-without-any-space-that-cannot-fit-in-one-line-at-all-whatever-we-do";
        let lines = wrap(&face(), text, 9.5, 200.0);
        assert!(lines.len() > 2, "{lines:?}");
        for line in &lines {
            assert!(width(&face(), line, 9.5) <= 200.0, "{line}");
        }
        let joined: String = lines.concat().split_whitespace().collect();
        let wanted: String = text.split_whitespace().collect();
        assert_eq!(joined, wanted);
    }

    #[test]
    fn hebrew_is_drawn_in_visual_order_and_latin_is_left_alone() {
        assert_eq!(
            visual("Anna Petrova (N1)"),
            ("Anna Petrova (N1)".into(), false)
        );
        // "נהרג בלילה (ל1)": the words right to left, the digits kept, the brackets mirrored.
        let (shown, rtl) = visual("נהרג בלילה (ל1)");
        assert!(rtl);
        assert_eq!(shown, "(1ל) הלילב גרהנ");
        // A Latin name inside a Hebrew line keeps its own order.
        let (shown, _) = visual("שחקן Anna");
        assert_eq!(shown, "Anna ןקחש");
    }

    #[test]
    fn cyrillic_is_measured_by_its_own_glyphs() {
        assert!(width(&face(), "Мерлин", 10.0) > width(&face(), "ii", 10.0));
        assert_eq!(wrap(&face(), "", 10.0, 100.0), vec![String::new()]);
    }
}
