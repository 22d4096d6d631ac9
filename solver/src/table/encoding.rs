//! The value encoding of a table file: one `u16` code per index of the solved range, and the
//! header fields that name the rule set, index scheme and piece set.

use sibi_tbformat::{HeaderFields, ValueWidth};

use crate::index::{Index, INDEX_SCHEME, INDEX_VERSION};
use crate::rules::{PieceSet, Rules, RULES_VERSION};
use crate::solve::Value;

/// The `value_encoding` text of every table header: what the codes mean, which entries are
/// don't care, and how a probe restores them.
pub const VALUE_ENCODING: &str = "\
One u16 code per index 0..entries of the index scheme's solved range: positions seen from the \
player to move, a position and its mirror image (rank 1 <-> 3) sharing one index; positions whose \
mover already holds the try (win 0) have indices >= entries and are not stored. \
Code 0 = draw, 1 + 2n = win in n plies, 2 + 2n = loss in n plies, for the player to move \
(RULES.md, Values and distance). \
Don't care, recomputed by the probe with a one-ply look: indices that are no legal position; \
positions whose mover can capture the enemy king (win 1); positions whose enemy king stands in \
the mover's camp and cannot be captured (loss 1, or loss 0 when the mover has no legal move).";

/// The code stored for `value`: `0` = draw, `1 + 2n` = win n, `2 + 2n` = loss n.
///
/// Codes fit 16 bits for distances up to 32 766 plies; a [`Solution`](crate::solve::Solution) holds at most 254.
pub(crate) const fn encode_value(value: Value) -> u16 {
    match value {
        Value::Draw => 0,
        Value::Win(n) => 1 + 2 * n,
        Value::Loss(n) => 2 + 2 * n,
    }
}

/// The value of code `code` (the inverse of [`encode_value`]; every code means some value).
pub(crate) const fn decode_value(code: u16) -> Value {
    if code == 0 {
        Value::Draw
    } else if code % 2 == 1 {
        Value::Win(code / 2)
    } else {
        Value::Loss(code / 2 - 1)
    }
}

/// The header metadata of the table of `rules` and `pieces` with `legal_positions` positions.
pub(crate) fn header_fields(rules: Rules, pieces: PieceSet, legal_positions: u64) -> HeaderFields {
    HeaderFields {
        rules: rules.name().to_string(),
        rules_version: RULES_VERSION,
        index_scheme: INDEX_SCHEME.to_string(),
        index_version: INDEX_VERSION,
        piece_set: pieces.to_string(),
        entries: Index::new(pieces).solved_len(),
        legal_positions,
        value_width: ValueWidth::Two,
        value_encoding: VALUE_ENCODING.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The codes of docs/RULES.md's values, by hand: draw 0, win n 1 + 2n, loss n 2 + 2n; and back.
    #[test]
    fn value_codes() {
        for (v, code) in [
            (Value::Draw, 0),
            (Value::Win(0), 1),
            (Value::Loss(0), 2),
            (Value::Win(1), 3),
            (Value::Loss(1), 4),
            (Value::Win(173), 347),
            (Value::Loss(254), 510),
        ] {
            assert_eq!(encode_value(v), code, "{v}");
            assert_eq!(decode_value(code), v, "{code}");
        }
        for code in 0..=u16::MAX - 1 {
            assert_eq!(encode_value(decode_value(code)), code);
        }
    }
}
