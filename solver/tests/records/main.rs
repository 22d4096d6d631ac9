//! The game-record readers on the four broadcast games of `data/broadcast/` and on small
//! hand-made tables.
//!
//! Every expected value below was worked out by hand from the published tables
//! (`docs/sources/12janggi-wiki.txt`, section 3) and docs/RULES.md, replaying the games on paper;
//! the reasoning is in the comments. Reminder: player a has camp file A and moves toward D; player
//! d has camp file D and moves toward A; the start is 相a A1, 王a A2, 將a A3, 子a B2, 子d C2,
//! 將d D1, 王d D2, 相d D3.
//!
//! By concern: `broadcast` (the four games), `canonical` (the `*.gibo` format), `published` (the
//! table reader on hand-made tables), `props` (property tests of both readers).

mod broadcast;
mod canonical;
mod moves;
mod props;
mod published;
mod table_writer;

use proptest::prelude::*;
use sibi_solver::notation::MoveError;
use sibi_solver::record::{
    read_any, read_canonical, read_published, write_canonical, AnyRecord, CellProblem, Change,
    GameRecord, IllegalReason, LineProblem, Meta, NoteReason, Outcome, ParsedGame, Ply,
    RecordError, RowProblem, Termination, ValueProblem, Version2Feature, WarningKind,
};
use sibi_solver::{Color, GameEnd, Move, MoveText, Role, Square};

const G1_PUBLISHED: &str =
    include_str!("../../../data/broadcast/black-garnet-07-deathmatch.published.txt");
const G2_PUBLISHED: &str = include_str!("../../../data/broadcast/black-garnet-final.published.txt");
const G3_PUBLISHED: &str =
    include_str!("../../../data/broadcast/grand-final-11-round1.published.txt");
const G4_PUBLISHED: &str =
    include_str!("../../../data/broadcast/grand-final-11-round2.published.txt");
const G1_SIBI: &str = include_str!("../../../data/broadcast/black-garnet-07-deathmatch.gibo");
const G2_SIBI: &str = include_str!("../../../data/broadcast/black-garnet-final.gibo");
const G3_SIBI: &str = include_str!("../../../data/broadcast/grand-final-11-round1.gibo");
const G4_SIBI: &str = include_str!("../../../data/broadcast/grand-final-11-round2.gibo");

const ALL: [(&str, &str); 4] = [
    (G1_PUBLISHED, G1_SIBI),
    (G2_PUBLISHED, G2_SIBI),
    (G3_PUBLISHED, G3_SIBI),
    (G4_PUBLISHED, G4_SIBI),
];

fn step(from: &str, to: &str) -> Move {
    Move::Step {
        from: sq(from),
        to: sq(to),
    }
}

/// The square named like `B2` (file A–D, rank 1–3), from its coordinates.
fn sq(name: &str) -> Square {
    let b = name.as_bytes();
    assert!(b.len() == 2, "{name:?} is no square");
    Square::from_coords((b[0] - b'A') as i8, (b[1] - b'1') as i8).expect("a square on the board")
}

fn read(text: &str) -> ParsedGame {
    read_published(text).unwrap_or_else(|e| panic!("{e}"))
}

/// The (ply, kind) of every warning.
fn warnings(g: &ParsedGame) -> Vec<(Option<usize>, WarningKind)> {
    g.warnings.iter().map(|w| (w.ply, w.kind.clone())).collect()
}
