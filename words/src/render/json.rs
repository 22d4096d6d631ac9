//! JSON for scripts: the library's facts as serde serializes them, with the `message`-like
//! fields (a verdict, a description) in English words from the catalogue. One function per
//! answer, used by the CLI's `--json` and by the server's API alike.

use serde::Serialize;
use serde_json::Value;
use sibi_solver::query::annotate::GameAnnotation;
use sibi_solver::query::play::LevelInfo;

use crate::catalogue::{facts, Lang};

/// An annotated game (`sibi annotate --json`, `POST /api/v1/annotate`): `{"file", …the
/// library's annotation}`, with `summary.verdict`, the one-line verdict in English. The plies
/// are serialized straight from the annotation when the answer is written (a JSON tree of a
/// 200,000-ply game would take a gigabyte).
pub fn annotation<'a>(file: &'a str, a: &'a GameAnnotation) -> AnnotationJson<'a> {
    /// Every field of [`GameAnnotation`] but the plies, in its order.
    #[derive(Serialize)]
    struct Head<'a> {
        file: &'a str,
        rules: &'a sibi_solver::rules::Rules,
        show: &'a Option<String>,
        episode: &'a Option<String>,
        round: &'a Option<String>,
        players: &'a sibi_solver::query::annotate::Players,
        first: &'a sibi_solver::rules::Color,
        start: &'a sibi_solver::rules::Position,
        result: &'a sibi_solver::query::annotate::GameResult,
        corrected: &'a Option<usize>,
        unplayed: &'a usize,
        illegal: &'a Option<sibi_solver::query::annotate::IllegalReport>,
        corrections: &'a [sibi_solver::record::Correction],
        warnings: &'a [sibi_solver::record::Warning],
        summary: &'a sibi_solver::query::annotate::GameSummary,
    }
    let mut v = to_value(&Head {
        file,
        rules: &a.rules,
        show: &a.show,
        episode: &a.episode,
        round: &a.round,
        players: &a.players,
        first: &a.first,
        start: &a.start,
        result: &a.result,
        corrected: &a.corrected,
        unplayed: &a.unplayed,
        illegal: &a.illegal,
        corrections: &a.corrections,
        warnings: &a.warnings,
        summary: &a.summary,
    });
    if let Some(summary) = v.get_mut("summary").and_then(Value::as_object_mut) {
        summary.insert("verdict".into(), facts::verdict_line(Lang::En, a).into());
    }
    // The messages of the corrections and warnings, from the catalogue.
    let messages = |key: &str, texts: Vec<String>, v: &mut Value| {
        if let Some(list) = v.get_mut(key).and_then(Value::as_array_mut) {
            for (item, text) in list.iter_mut().zip(texts) {
                if let Some(o) = item.as_object_mut() {
                    o.insert("message".into(), text.into());
                }
            }
        }
    };
    let corrections = a.corrections.iter().map(|c| facts::correction(Lang::En, c));
    messages("corrections", corrections.collect(), &mut v);
    let warnings = a.warnings.iter().map(|w| facts::warning(Lang::En, w));
    messages("warnings", warnings.collect(), &mut v);
    if let Some(o) = v.get_mut("illegal").and_then(Value::as_object_mut) {
        if let Some(i) = &a.illegal {
            o.insert(
                "reason".into(),
                facts::illegal_reason(Lang::En, &i.reason).into(),
            );
        }
    }
    let head = match v {
        Value::Object(map) => map,
        _ => serde_json::Map::new(),
    };
    AnnotationJson {
        head,
        plies: &a.plies,
    }
}

/// The JSON of an annotated game ([`annotation`]): its fields in the order of
/// [`GameAnnotation`], `plies` after `corrected`.
pub struct AnnotationJson<'a> {
    head: serde_json::Map<String, Value>,
    plies: &'a [sibi_solver::query::annotate::PlyReport],
}

impl Serialize for AnnotationJson<'_> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut m = s.serialize_map(Some(self.head.len() + 1))?;
        for (k, v) in &self.head {
            m.serialize_entry(k, v)?;
            if k == "corrected" {
                m.serialize_entry("plies", self.plies)?;
            }
        }
        m.end()
    }
}

/// A strength level: the library's `{"level", "strength", "perfect", "figures"}` with its
/// `description` in English.
pub fn level(info: &LevelInfo) -> Value {
    let mut v = to_value(info);
    if let Some(o) = v.as_object_mut() {
        o.insert(
            "description".into(),
            facts::level_description(Lang::En, info.level).into(),
        );
    }
    v
}

/// `value` as JSON. Serializing the library's answers cannot fail (no map with keys that are
/// not strings, no non-finite float left unhandled): `null` if it ever did.
fn to_value<T: Serialize>(value: &T) -> Value {
    serde_json::to_value(value).unwrap_or(Value::Null)
}

#[cfg(test)]
mod tests {
    use sibi_solver::query::annotate::annotate_record;
    use sibi_solver::record::{read_canonical, RecordCheck};
    use sibi_solver::solve::{solve, NoProgress};
    use sibi_solver::Rules;

    /// `annotation` lists its fields by hand (to write the plies without a JSON tree): it must
    /// give every field the library's annotation serializes, in the same order, `file` first,
    /// and the same plies — a field added to `GameAnnotation` and not here fails this test.
    #[test]
    fn the_annotation_json_has_every_field_of_the_library_s() {
        let sol = solve(Rules::TwelveJanggi, "P".parse().unwrap(), &NoProgress).unwrap();
        let record = read_canonical(
            "format: sibi-record 2\nposition: K3/4/3k P a\nplayer-a: x\nplayer-d: y\nfirst: a\n\nA1B1\nD3C3\nB1A1\n",
        )
        .unwrap();
        let a = annotate_record(&sol, &record, RecordCheck::default(), None).unwrap();
        let library = serde_json::to_value(&a).unwrap();
        let ours = serde_json::to_value(super::annotation("f.txt", &a)).unwrap();
        let keys = |v: &serde_json::Value| -> Vec<String> {
            v.as_object().unwrap().keys().cloned().collect()
        };
        let mut expected = vec!["file".to_string()];
        expected.extend(keys(&library));
        assert_eq!(keys(&ours), expected);
        assert_eq!(ours["plies"].as_array().unwrap().len(), 3);
        assert_eq!(ours["plies"], library["plies"]);
        assert_eq!(ours["file"], "f.txt");
    }
}
