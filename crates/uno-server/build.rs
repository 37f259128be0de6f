//! Embeds every file under the repository's `web/` directory in the
//! binary (`WEB_FILES` in `$OUT_DIR/web_files.rs`), so `uno serve` needs
//! no separate build step and no files beside it.

use std::path::{Path, PathBuf};

fn walk(dir: &Path, root: &Path, out: &mut Vec<(String, PathBuf)>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut entries: Vec<_> = entries.flatten().collect();
    entries.sort_by_key(|e| e.path());
    for e in entries {
        let p = e.path();
        let name = e.file_name().to_string_lossy().to_string();
        if p.is_dir() {
            // Browser tests and their packages are not part of the page.
            if name != "e2e" && name != "node_modules" && !name.starts_with('.') {
                walk(&p, root, out);
            }
        } else if let Ok(rel) = p.strip_prefix(root) {
            let rel = rel.to_string_lossy().replace('\\', "/");
            if !rel.starts_with('.') {
                out.push((rel, p.canonicalize().unwrap_or(p.clone())));
            }
        }
    }
}

fn main() {
    let manifest = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets it"));
    let web = manifest.join("../../web");
    println!("cargo:rerun-if-changed={}", web.display());
    let mut files = Vec::new();
    walk(&web, &web, &mut files);
    for (_, p) in &files {
        println!("cargo:rerun-if-changed={}", p.display());
    }
    let mut code = String::from(
        "/// Files under `web/`: path, contents.\npub static WEB_FILES: &[(&str, &[u8])] = &[\n",
    );
    for (rel, p) in &files {
        code.push_str(&format!(
            "    ({rel:?}, include_bytes!({:?})),\n",
            p.display().to_string()
        ));
    }
    code.push_str("];\n");
    let out = PathBuf::from(std::env::var("OUT_DIR").expect("cargo sets it")).join("web_files.rs");
    std::fs::write(out, code).expect("write web_files.rs");
}
