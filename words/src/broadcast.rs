//! The titles of the broadcast games (data/broadcast/): the show's names as the Korean wiki
//! gives them, from the catalogue's `game-…` keys, for the web's game pages and for `sibi
//! annotate`'s report, so that a Korean reader never sees a record's English fields.

use crate::catalogue::Lang;
use crate::t;

/// The broadcast games' records embedded in the binary: (name, canonical record), the names
/// [`title`] knows. The web serves and annotates them; no request names a file.
pub const RECORDS: [(&str, &str); 4] = [
    (
        "black-garnet-07-deathmatch",
        include_str!("../../data/broadcast/black-garnet-07-deathmatch.gibo"),
    ),
    (
        "black-garnet-final",
        include_str!("../../data/broadcast/black-garnet-final.gibo"),
    ),
    (
        "grand-final-11-round1",
        include_str!("../../data/broadcast/grand-final-11-round1.gibo"),
    ),
    (
        "grand-final-11-round2",
        include_str!("../../data/broadcast/grand-final-11-round2.gibo"),
    ),
];

/// The title of the broadcast game `name` (`black-garnet-final`, `grand-final-11-round2`;
/// a `-corrected` suffix is ignored) in `lang`, or `None` for a name that is no broadcast game.
pub fn title(lang: Lang, name: &str) -> Option<String> {
    Some(match name.strip_suffix("-corrected").unwrap_or(name) {
        "black-garnet-07-deathmatch" => t!(lang, "game-black-garnet-07"),
        "black-garnet-final" => t!(lang, "game-black-garnet-final"),
        "grand-final-11-round1" => t!(lang, "game-grand-final-11", round = 1),
        "grand-final-11-round2" => t!(lang, "game-grand-final-11", round = 2),
        _ => return None,
    })
}

/// The name of the broadcast game a record's header fields describe (`show`, `episode`,
/// `round`, as data/broadcast/*.gibo write them: `더 지니어스: 블랙가넷 (The Genius: Black
/// Garnet, season 3)`, `final (결승전)`, `2 of best of 3`), or `None` for another game.
pub fn name_of(show: &str, episode: &str, round: Option<&str>) -> Option<&'static str> {
    let episode = episode.trim();
    if show.contains("블랙가넷") || show.contains("Black Garnet") {
        if episode == "7" {
            return Some("black-garnet-07-deathmatch");
        }
        if episode.starts_with("final") || episode.starts_with("결승") {
            return Some("black-garnet-final");
        }
    }
    if (show.contains("그랜드 파이널") || show.contains("Grand Final")) && episode.starts_with("11")
    {
        let round = round?.trim();
        let number = round.split(|c: char| !c.is_ascii_digit()).next()?;
        return match number {
            "1" => Some("grand-final-11-round1"),
            "2" => Some("grand-final-11-round2"),
            _ => None,
        };
    }
    None
}

/// The title of a record in `lang`: a broadcast game's from the catalogue ([`title`]), else
/// `None` (the caller shows the record's own fields).
pub fn record_title(
    lang: Lang,
    show: Option<&str>,
    episode: Option<&str>,
    round: Option<&str>,
) -> Option<String> {
    title(lang, name_of(show?, episode?, round)?)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each embedded broadcast record is named by its own header, and its title is the
    /// catalogue's, with no English in Korean.
    #[test]
    fn the_broadcast_records_are_titled_by_the_catalogue() {
        for (name, text) in RECORDS {
            let field = |key: &str| {
                text.lines()
                    .find_map(|l| l.strip_prefix(key)?.strip_prefix(": "))
            };
            let ko = record_title(Lang::Ko, field("show"), field("episode"), field("round"));
            let ko = ko.unwrap_or_else(|| panic!("{name}: no title"));
            assert_eq!(Some(ko.clone()), title(Lang::Ko, name));
            assert!(!ko.chars().any(|c| c.is_ascii_alphabetic()), "{name}: {ko}");
            assert!(!ko.contains("final") && !ko.contains("best of"), "{ko}");
        }
        assert_eq!(
            title(Lang::Ko, "grand-final-11-round2-corrected"),
            title(Lang::Ko, "grand-final-11-round2")
        );
        assert_eq!(record_title(Lang::Ko, Some("쇼"), Some("1"), None), None);
        assert_eq!(
            name_of(
                "더 지니어스: 그랜드 파이널",
                "11 (death match)",
                Some("3 of best of 3")
            ),
            None
        );
    }
}
