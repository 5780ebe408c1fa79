//! MafiaRatings (mafiaratings.com) games.

use super::{Exported, Imported, Refused};

pub fn import(_text: &str) -> Result<Imported, Refused> {
    Err(Refused(Vec::new()))
}

pub fn export(_text: &str) -> Result<Exported, crate::Error> {
    Err(crate::Error::Unfinished(String::new()))
}
