//! The layers and the shape of the sources: no crate depends on one above it, no rule set
//! compared outside the rules module, no source file over 1,000 lines, and no circle of files
//! in any crate (a chain of files in which each names an item of the next through a `crate::`, `super::` or
//! `self::` path — in a `use`, in code or in a doc link — a `mod.rs` and its own children
//! aside, tests aside), and the library's record layer names nothing of the query layer above
//! it. A deliberately simple reader of paths, not a Rust parser: it follows every
//! `crate::…`/`super::…`/`self::…` path and every `use super::{a, b}` list to the longest
//! prefix that is a file.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// A file's module path: `serve/play.rs` is `["serve", "play"]`, `serve/mod.rs` `["serve"]`.
type Module = Vec<String>;

/// Every `.rs` file under `root`, by module path.
fn files(root: &Path) -> BTreeMap<Module, PathBuf> {
    let mut out = BTreeMap::new();
    let mut stack = vec![root.to_path_buf()];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let rel = path.strip_prefix(root).unwrap().with_extension("");
                let mut module: Module = rel
                    .components()
                    .map(|c| c.as_os_str().to_string_lossy().into_owned())
                    .collect();
                if matches!(
                    module.last().map(String::as_str),
                    Some("mod" | "lib" | "main")
                ) {
                    module.pop();
                }
                out.insert(module, path);
            }
        }
    }
    out
}

/// The text of a file without its `#[cfg(test)] mod tests { … }` (tests aside).
fn without_tests(text: &str) -> &str {
    match text.find("#[cfg(test)]\nmod tests") {
        Some(k) => &text[..k],
        None => text,
    }
}

/// The files `module`'s text names, other than itself.
fn named(module: &Module, text: &str, files: &BTreeMap<Module, PathBuf>) -> BTreeSet<Module> {
    let base = |head: &str| -> Module {
        match head {
            "crate" => Vec::new(),
            "self" => module.clone(),
            _ => module[..module.len().saturating_sub(1)].to_vec(),
        }
    };
    let longest_file = |path: &[String], out: &mut BTreeSet<Module>| {
        for k in (1..=path.len()).rev() {
            if files.contains_key(&path[..k]) {
                if path[..k] != module[..] {
                    out.insert(path[..k].to_vec());
                }
                return;
            }
        }
    };
    let mut out = BTreeSet::new();
    let bytes = text.as_bytes();
    for head in ["crate", "super", "self"] {
        let mut from = 0;
        while let Some(k) = text[from..].find(head) {
            let at = from + k;
            from = at + head.len();
            let before_ok =
                at == 0 || !(bytes[at - 1].is_ascii_alphanumeric() || bytes[at - 1] == b'_');
            if !before_ok || !text[from..].starts_with("::") {
                continue;
            }
            // The path's segments: `::name` repeated, `super` going up.
            let mut path = base(head);
            let mut rest = &text[from..];
            let mut list = None;
            while let Some(r) = rest.strip_prefix("::") {
                if let Some(inner) = r.strip_prefix('{') {
                    list = inner.find('}').map(|e| &inner[..e]);
                    break;
                }
                let end = r
                    .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                    .unwrap_or(r.len());
                let segment = &r[..end];
                if segment.is_empty() {
                    break;
                }
                if segment == "super" {
                    path.pop();
                } else {
                    path.push(segment.to_string());
                }
                rest = &r[end..];
            }
            match list {
                // `use super::{a, b::c}`: each item from the path so far.
                Some(items) => {
                    for item in items.split(',') {
                        let first = item.trim().split("::").next().unwrap_or("").trim();
                        let mut p = path.clone();
                        p.push(first.to_string());
                        longest_file(&p, &mut out);
                    }
                    longest_file(&path, &mut out);
                }
                None => longest_file(&path, &mut out),
            }
        }
    }
    out
}

/// The graph of a crate's files, each to the files it names, a parent and its own children
/// apart.
fn graph(root: &Path) -> BTreeMap<Module, BTreeSet<Module>> {
    let files = files(root);
    let mut g = BTreeMap::new();
    for (module, path) in &files {
        let text = std::fs::read_to_string(path).unwrap();
        let family = |a: &Module, b: &Module| a.starts_with(b) || b.starts_with(a);
        let edges = named(module, without_tests(&text), &files)
            .into_iter()
            .filter(|other| !family(module, other))
            .collect();
        g.insert(module.clone(), edges);
    }
    g
}

/// A circle of `g`, if there is one (depth-first search).
fn circle(g: &BTreeMap<Module, BTreeSet<Module>>) -> Option<Vec<Module>> {
    fn visit(
        g: &BTreeMap<Module, BTreeSet<Module>>,
        at: &Module,
        stack: &mut Vec<Module>,
        done: &mut BTreeSet<Module>,
    ) -> Option<Vec<Module>> {
        if let Some(k) = stack.iter().position(|m| m == at) {
            let mut c = stack[k..].to_vec();
            c.push(at.clone());
            return Some(c);
        }
        if done.contains(at) {
            return None;
        }
        stack.push(at.clone());
        for next in g.get(at).into_iter().flatten() {
            if let Some(c) = visit(g, next, stack, done) {
                return Some(c);
            }
        }
        stack.pop();
        done.insert(at.clone());
        None
    }
    let mut done = BTreeSet::new();
    for start in g.keys() {
        if let Some(c) = visit(g, start, &mut Vec::new(), &mut done) {
            return Some(c);
        }
    }
    None
}

fn crate_src(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .join(name)
        .join("src")
}

/// The workspace's crates from the bottom up: each may depend on those before it only.
const CRATES: [(&str, &str); 5] = [
    ("tablebase-format", "sibi-tbformat"),
    ("solver", "sibi-solver"),
    ("words", "sibi-words"),
    ("web", "sibi-web"),
    ("cli", "sibi-cli"),
];

/// The crates only tests use (a dev-dependency of the crates whose tests share them): below
/// every crate of [`CRATES`] in that they depend on none, and outside the layers in that no
/// crate names one among its `[dependencies]` (nothing of them reaches the `sibi` binary).
const TEST_CRATES: [(&str, &str); 1] = [("test-support", "sibi-test-support")];

/// The workspace's crates of `names` that the section `[section]` of `dir`'s manifest names.
fn named_in<'a>(dir: &str, section: &str, names: &[&'a str]) -> Vec<&'a str> {
    let manifest = std::fs::read_to_string(crate_src(dir).join("../Cargo.toml")).unwrap();
    let deps = manifest
        .split("\n[")
        .filter(|s| s.starts_with(&format!("{section}]")))
        .collect::<String>();
    names
        .iter()
        .copied()
        .filter(|n| deps.lines().any(|l| l.starts_with(&format!("{n} "))))
        .collect()
}

/// No crate depends on one above it (cargo forbids a circle, not a dependency that points up:
/// the format crate knows no game, the words know no server, the server knows no command line),
/// nor on a test crate; a test crate depends on no crate of the workspace.
#[test]
fn no_crate_depends_upward() {
    let names: Vec<&str> = CRATES.iter().map(|(_, n)| *n).collect();
    let tests: Vec<&str> = TEST_CRATES.iter().map(|(_, n)| *n).collect();
    for (k, (dir, name)) in CRATES.iter().enumerate() {
        let named = named_in(dir, "dependencies", &names);
        let above: Vec<&&str> = named
            .iter()
            .filter(|n| CRATES[k..].iter().any(|(_, m)| m == *n))
            .collect();
        assert!(above.is_empty(), "{name} depends on {above:?}, above it");
        let test_crates = named_in(dir, "dependencies", &tests);
        assert!(
            test_crates.is_empty(),
            "{name} depends on {test_crates:?}, for tests only"
        );
        // The reader sees the dependencies at all.
        if *dir == "web" {
            assert_eq!(named, ["sibi-solver", "sibi-words"]);
            assert_eq!(named_in(dir, "dev-dependencies", &tests), tests);
        }
    }
    for (dir, name) in TEST_CRATES {
        for section in ["dependencies", "dev-dependencies"] {
            let named = named_in(dir, section, &names);
            assert!(named.is_empty(), "{name} depends on {named:?}");
        }
    }
}

#[test]
fn no_circle_of_files() {
    for (name, _) in CRATES.into_iter().chain(TEST_CRATES) {
        let g = graph(&crate_src(name));
        // The reader sees the edges at all: the server's handlers name its error type.
        if name == "web" {
            let play = vec!["play".to_string()];
            assert!(g[&play].contains(&vec!["error".to_string()]));
        }
        if let Some(c) = circle(&g) {
            let shown: Vec<String> = c.iter().map(|m| m.join("/")).collect();
            panic!("{name}: a circle of files: {}", shown.join(" → "));
        }
    }
}

#[test]
fn the_record_layer_names_nothing_of_query() {
    let g = graph(&crate_src("solver"));
    for (module, named) in &g {
        if module.first().map(String::as_str) == Some("record") {
            let up: Vec<&Module> = named
                .iter()
                .filter(|m| m.first().map(String::as_str) == Some("query"))
                .collect();
            assert!(up.is_empty(), "{}: names {up:?}", module.join("/"));
        }
    }
}

/// The reader finds a circle where there is one (a small crate written here).
#[test]
fn a_circle_is_found() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    std::fs::create_dir_all(root.join("a")).unwrap();
    std::fs::write(root.join("lib.rs"), "mod a;\n").unwrap();
    std::fs::write(root.join("a/mod.rs"), "mod b;\nmod c;\n").unwrap();
    std::fs::write(root.join("a/b.rs"), "use super::c::X;\n").unwrap();
    std::fs::write(root.join("a/c.rs"), "/// See [`Y`](crate::a::b::Y).\n").unwrap();
    let c = circle(&graph(root)).expect("a circle");
    assert_eq!(c.len(), 3, "{c:?}");
    std::fs::write(root.join("a/c.rs"), "pub struct X;\n").unwrap();
    assert_eq!(circle(&graph(root)), None);
}

/// The places of `text` that compare a value with one rule set (`== Rules::…`, `!= Rules::…`,
/// also `Rules::… ==` / `!=`), by line number.
fn rule_comparisons(text: &str) -> Vec<usize> {
    let mut out = Vec::new();
    for (k, line) in text.lines().enumerate() {
        let code = line.split("//").next().unwrap_or("");
        let squeezed: String = code.split_whitespace().collect();
        if ["==Rules::", "!=Rules::"]
            .iter()
            .any(|p| squeezed.contains(p))
            || squeezed.split("Rules::").skip(1).any(|rest| {
                let after = rest.trim_start_matches(|c: char| c.is_alphanumeric() || c == '_');
                after.starts_with("==") || after.starts_with("!=")
            })
        {
            out.push(k + 1);
        }
    }
    out
}

/// Issue 40, item 2: every difference between rule sets is a method of `Rules` with an
/// exhaustive `match` in the rules module, so that a third rule set cannot silently take one
/// set's behaviour elsewhere: no crate's sources compare with a rule set outside
/// `solver/src/rules/` (the tests' deliberately simple references do, on purpose: they must
/// not lean on the methods they check).
#[test]
fn rule_sets_are_compared_only_in_the_rules_module() {
    let rules_dir = crate_src("solver").join("rules");
    let mut found = Vec::new();
    for (name, _) in CRATES.into_iter().chain(TEST_CRATES) {
        for path in files(&crate_src(name)).into_values() {
            if path.starts_with(&rules_dir) {
                continue;
            }
            let text = std::fs::read_to_string(&path).unwrap();
            for line in rule_comparisons(without_tests(&text)) {
                found.push(format!("{}:{line}", path.display()));
            }
        }
    }
    assert!(
        found.is_empty(),
        "rule sets compared outside the rules module: {found:?}"
    );
    // The reader sees a comparison where there is one, in each of its shapes.
    assert_eq!(
        rule_comparisons(
            "if r == Rules::Dobutsu {}\nlet x = 1; // == Rules::A\nRules::TwelveJanggi != r\nr.is()"
        ),
        [1, 3]
    );
}

/// Every file under `dir` whose name ends with one of `exts`, with its number of lines.
fn line_counts(dir: &Path, exts: &[&str], out: &mut Vec<(PathBuf, usize)>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries {
        let path = entry.unwrap().path();
        if path.is_dir() {
            line_counts(&path, exts, out);
        } else if path
            .extension()
            .is_some_and(|e| exts.iter().any(|x| e == *x))
        {
            let lines = std::fs::read_to_string(&path).unwrap().lines().count();
            out.push((path, lines));
        }
    }
}

/// The most lines a source file may have (the quality bar; the functions' bound, 150 lines, is
/// clippy's `too_many_lines`, set in clippy.toml).
const MAX_FILE_LINES: usize = 1_000;

/// No source file of any crate — code, tests, scripts served to the browser, the catalogue —
/// is over [`MAX_FILE_LINES`] lines.
#[test]
fn no_source_file_is_over_a_thousand_lines() {
    let mut counted = Vec::new();
    for (name, _) in CRATES.into_iter().chain(TEST_CRATES) {
        let root = crate_src(name).join("..").canonicalize().unwrap();
        for dir in ["src", "tests", "benches", "examples"] {
            line_counts(&root.join(dir), &["rs", "js", "css", "ftl"], &mut counted);
        }
    }
    // The counter sees the files at all: the explorer's script is among the largest.
    assert!(
        counted
            .iter()
            .any(|(p, n)| p.ends_with("web/src/assets/app.js") && *n > 500),
        "{} files counted",
        counted.len()
    );
    let over: Vec<String> = counted
        .iter()
        .filter(|(_, n)| *n > MAX_FILE_LINES)
        .map(|(p, n)| format!("{}: {n} lines", p.display()))
        .collect();
    assert!(over.is_empty(), "over {MAX_FILE_LINES} lines: {over:?}");
}
