//! A document as a PDF on A4 (issue 26: the protocol to download, every reason whole): a
//! list of blocks (a title, headings, paragraphs, list items) set in DejaVu Sans, each
//! paragraph wrapped by the font's own advances, pages added as the text needs them.
//!
//! printpdf writes the file and embeds the subset of the font the text uses; ttf-parser
//! measures the words. The font is read once.

use printpdf::{
    Mm, Op, ParsedFont, PdfDocument, PdfFontHandle, PdfPage, PdfSaveOptions, Point, Pt, TextItem,
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
            ops.extend([
                Op::StartTextSection,
                Op::SetTextCursor {
                    pos: Point {
                        x: Pt(MARGIN + indent),
                        y: Pt(y),
                    },
                },
                Op::SetFont {
                    font: PdfFontHandle::External(font_id.clone()),
                    size: Pt(size),
                },
                Op::ShowText {
                    items: vec![TextItem::Text(shown)],
                },
                Op::EndTextSection,
            ]);
        }
    }
    let pages: Vec<PdfPage> = pages
        .into_iter()
        .map(|ops| PdfPage::new(Mm(210.0), Mm(297.0), ops))
        .collect();
    Some(
        doc.with_pages(pages)
            .save(&PdfSaveOptions::default(), &mut Vec::new()),
    )
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
    fn cyrillic_is_measured_by_its_own_glyphs() {
        assert!(width(&face(), "Мерлин", 10.0) > width(&face(), "ii", 10.0));
        assert_eq!(wrap(&face(), "", 10.0, 100.0), vec![String::new()]);
    }
}
