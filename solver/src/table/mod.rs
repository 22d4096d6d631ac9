//! The tablebase: where a solved table lives on disk, writing it, and probing it.
//!
//! Files: `encoding` (what the entries and codes mean), `paths` (where tables are looked
//! for), `write` ([`save`]), `open` ([`Tablebase`]: opening and probing), `error`.
//!
//! A table is a file of the `sibi-tbformat` format (`tablebase-format/FORMAT.md`), which knows
//! nothing of the game: it stores one value code per index. This module decides what the
//! indices and codes mean, writes the file from a [`Solution`](crate::solve::Solution) ([`save`]), and answers
//! questions about positions from it ([`Tablebase::probe`], [`Tablebase::to_solution`]). Users
//! of the library see positions and [`Value`](crate::solve::Value)s, never codes or blocks.
//!
//! # What is stored: the value encoding
//!
//! * **Header**: rule set name ([`Rules::name`](crate::rules::Rules::name)) and [`RULES_VERSION`](crate::rules::RULES_VERSION), index scheme
//!   [`INDEX_SCHEME`](crate::index::INDEX_SCHEME) and [`INDEX_VERSION`](crate::index::INDEX_VERSION), the piece set as text ([`PieceSet`](crate::rules::PieceSet)'s `Display`,
//!   `GGMMPP`, `-` for kings only), the number of legal positions counted as docs/RULES.md counts
//!   them (mirror images apart, finished positions included), value width 2 and the text
//!   [`VALUE_ENCODING`]. A reader refuses a table whose rule set, rules version, index scheme,
//!   index version or piece set differ from what it asks for.
//! * **Entries**: the index's solved range `0..`[`Index::solved_len`](crate::index::Index::solved_len) — one entry per position
//!   seen from the player to move, a position and its mirror image (rank 1 ↔ 3) sharing one.
//!   Positions whose mover already holds the try (win 0) lie past it and are not stored.
//! * **Codes** (u16, `encode_value` / `decode_value`): `0` = draw, `1 + 2n` = win in n
//!   plies, `2 + 2n` = loss in n plies, for the player to move (docs/RULES.md, "Values and
//!   distance").
//! * **Don't care** (stored as whatever compresses best, never read): indices that are no legal
//!   position ([`Index::unrank`](crate::index::Index::unrank) gives `None`), and positions that [`trivial_value`](crate::solve::trivial_value) settles
//!   with a one-ply look — the mover can capture the enemy 王 (win 1), or the enemy 王 stands
//!   in the mover's camp and cannot be captured (loss 1, or loss 0 when the mover has no legal
//!   move). The solver marks these positions with the very function the probe calls,
//!   [`trivial_value`](crate::solve::trivial_value) (in its initial pass, where it also takes their values from it), so
//!   writer and probe always agree on which entries these are.
//!
//! # Where tables are looked for
//!
//! 1. an explicit file (`--tablebase FILE` on the command line, `--output FILE` for
//!    `sibi generate`);
//! 2. else the file named by the environment variable `SIBI_TABLEBASE`;
//! 3. else the default path [`default_path`]: the file [`file_name`] (one per rule set and
//!    piece set, so a Dōbutsu table never overwrites a 십이장기 one) in the folder
//!    `$SIBI_TABLEBASE_DIR`, or `${XDG_DATA_HOME:-$HOME/.local/share}/sibi/`.
//!
//! An environment variable set to the empty string counts as unset.
//!
//! ```
//! use sibi_solver::solve::{solve, NoProgress, Value};
//! use sibi_solver::table::{save, Tablebase};
//! use sibi_solver::{Position, Rules};
//! # let dir = tempfile::tempdir()?;
//! let (rules, pieces) = (Rules::TwelveJanggi, "-".parse()?); // kings only
//! let solution = solve(rules, pieces, &NoProgress)?;
//! let path = dir.path().join("twelve-janggi-K.sibi");
//! save(&solution, solution.counts().positions, &path, &NoProgress)?;
//!
//! let tb = Tablebase::open(&path, rules, pieces)?;
//! // a's 王 on C1, d's on B3, a to move: 王 C1 → D1 enters d's camp out of reach: win 2.
//! let pos = Position::parse("2K1/4/1k2 - a", rules, pieces)?;
//! assert_eq!(tb.probe(&pos)?, Value::Win(2));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

pub(crate) mod encoding;
pub(crate) mod error;
pub(crate) mod open;
pub(crate) mod paths;
pub(crate) mod write;

pub use encoding::VALUE_ENCODING;
pub(crate) use encoding::{decode_value, encode_value, header_fields};
pub use error::{
    BlockError, CorruptKind, FileError, FileKind, NotATableFile, ProbeError, TablebaseError,
    WriteError,
};
pub use open::{file_game, not_a_file, open_file, TableFile, Tablebase};
pub use paths::{default_dir, default_path, file_name, locate, ENV_TABLEBASE};
pub use write::{leftover_temp, prepare_target, save, SaveSummary};

// What `sibi info` shows of a table file: its header (`TableFile::header`), the header's
// fields and value width, and the format version this program reads. The rest of the file
// format (`sibi-tbformat`: its blocks, codec, reader, writer and errors) stays inside this
// module.
pub use sibi_tbformat::{Header, HeaderFields, ValueWidth, FORMAT_VERSION};
