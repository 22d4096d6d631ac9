//! JSON for scripts: the library's facts as serde serializes them, with the `message`-like
//! fields (a verdict, a description) in English words from the catalogue. One function per
//! answer, used by the CLI's `--json` and by the server's API alike.

use serde::Serialize;
use serde_json::Value;
use sibi_solver::query::annotate::GameAnnotation;
use sibi_solver::query::play::LevelInfo;

use crate::catalogue::{facts, Lang};

/// An annotated game (`sibi annotate --json`, `POST /api/v1/annotate`): `{"file", …the
/// library's annotation}`, with `summary.verdict`, the one-line verdict in English.
pub fn annotation(file: &str, a: &GameAnnotation) -> Value {
    #[derive(Serialize)]
    struct FileJson<'a> {
        file: &'a str,
        #[serde(flatten)]
        annotation: &'a GameAnnotation,
    }
    let mut v = to_value(&FileJson {
        file,
        annotation: a,
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
    v
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
