#!/usr/bin/env python3
"""Opens every sealed file of a private healthreport site with code that is not the tool's:
Python's hashlib (PBKDF2) and the `cryptography` package (AES-256-GCM), following
FORMAT-private-site.md, version 1.

usage: check-sealed-site.py PRIVATE_SITE PASSPHRASE [PUBLIC_SITE]

- every page's envelope (in <script type="application/json" id="healthreport-sealed">) and
  every `*.sealed` file opens, and names the path it was found at;
- only the public files (style sheets, fonts, icon, robots.txt, 404.html) are readable;
- with PUBLIC_SITE (the same data built without a passphrase): every opened file has exactly
  the public site's bytes, the private site has every file of the public one (feed and sitemap
  excepted), and no figure or date of the public pages appears outside an envelope.

Prints one line per finding and a final "N passed, N failed" line; exits 1 on any failure.
"""
import base64
import hashlib
import html
import json
import re
import sys
import unicodedata
import zlib
from pathlib import Path

from cryptography.hazmat.primitives.ciphers.aead import AESGCM

PUBLIC = {"style.css", "charts.css", "favicon.svg", "robots.txt", "404.html"}
ENVELOPE = re.compile(
    r'<script type="application/json" id="healthreport-sealed">(.*?)</script>', re.S)
KEYS = ["v", "kdf", "iter", "salt", "cipher", "zip", "path", "iv", "data"]

passed = failed = 0
keys = {}


def check(name, ok, detail=""):
    global passed, failed
    if ok:
        passed += 1
    else:
        failed += 1
        print(f"FAIL {name}" + (f": {detail}" if detail else ""))
    return ok


def unseal(envelope, passphrase):
    """The reader's own ten lines (FORMAT-private-site.md), with the key derived once."""
    b = lambda k: base64.b64decode(envelope[k], validate=True)  # noqa: E731
    assert list(envelope) == KEYS, list(envelope)
    assert (envelope["v"], envelope["kdf"], envelope["cipher"], envelope["zip"]) == (
        1, "PBKDF2-SHA256", "AES-256-GCM", "deflate-raw")
    assert envelope["iter"] >= 600000
    cache = (envelope["salt"], envelope["iter"])
    if cache not in keys:
        p = unicodedata.normalize("NFC", passphrase).encode()
        keys[cache] = hashlib.pbkdf2_hmac("sha256", p, b("salt"), envelope["iter"], 32)
    z = AESGCM(keys[cache]).decrypt(b("iv"), b("data"), envelope["path"].encode())
    return zlib.decompress(z, -15)


def is_public(path):
    return path in PUBLIC or path.startswith("fonts/")


def main():
    site = Path(sys.argv[1])
    passphrase = sys.argv[2]
    public = Path(sys.argv[3]) if len(sys.argv) > 3 else None
    opened = {}
    ivs = set()
    for file in sorted(p for p in site.rglob("*") if p.is_file()):
        path = file.relative_to(site).as_posix()
        if path == ".healthreport-site" or is_public(path):
            continue
        raw = file.read_bytes()
        if path.endswith(".html"):
            match = ENVELOPE.search(raw.decode())
            if not check(f"{path}: holds an envelope", match is not None):
                continue
            text, plain_path = match.group(1), path
        elif path.endswith(".sealed"):
            text, plain_path = raw.decode(), path[: -len(".sealed")]
        else:
            check(f"{path}: is sealed", False, "a readable file that is not public")
            continue
        try:
            envelope = json.loads(text)
            content = unseal(envelope, passphrase)
        except Exception as error:  # noqa: BLE001
            check(f"{path}: opens", False, repr(error))
            continue
        check(f"{path}: names its own path", envelope["path"] == plain_path, envelope["path"])
        check(f"{path}: its iv is its own", envelope["iv"] not in ivs)
        ivs.add(envelope["iv"])
        opened[plain_path] = content
    check("some files were opened", len(opened) > 10, str(len(opened)))
    print(f"opened {len(opened)} sealed files with Python's hashlib and cryptography")
    if public:
        plain = {p.relative_to(public).as_posix(): p.read_bytes()
                 for p in public.rglob("*") if p.is_file()}
        plain.pop(".healthreport-site", None)
        for path, content in sorted(opened.items()):
            check(f"{path}: the same bytes as the public build", plain.get(path) == content)
        missing = sorted(set(plain) - set(opened) - {p for p in plain if is_public(p)}
                         - {"feed.xml", "sitemap.xml"})
        check("every data file of the public site is in the private one", not missing,
              ", ".join(missing[:10]))
        # The leak rule: what the public pages say (figures, dates) is nowhere in the private
        # site outside its envelopes.
        figures = set()
        for path, content in plain.items():
            if path.endswith(".html"):
                text = html.unescape(re.sub(r"<[^>]+>", " ", content.decode(errors="replace")))
                figures |= set(re.findall(r"\b\d{1,3}(?:,\d{3})+\b|\b\d+\.\d+\b", text))
                figures |= set(re.findall(
                    r"\b(?:January|February|March|April|May|June|July|August|September|"
                    r"October|November|December) \d{1,2}\b", text))
        # Figures the static assets hold whatever the data (style sheets, fonts) are not data.
        static = "".join(p.read_text(errors="replace") for p in site.rglob("*")
                         if p.is_file() and is_public(p.relative_to(site).as_posix())
                         and p.suffix != ".html")
        figures = {f for f in figures if f not in static}
        outside = ""
        for file in site.rglob("*"):
            if file.is_file() and file.name != ".healthreport-site" and file.suffix != ".sealed":
                outside += ENVELOPE.sub("", file.read_text(errors="replace"))
        outside = html.unescape(outside)
        # A figure is found only whole: "5,544" not inside "15,544" or "5,5440", a date
        # followed by anything but a letter or digit ("December 14, 2024" holds "December 14").
        leaked = sorted(f for f in figures if re.search(
            r"(?<![\w.,])" + re.escape(f) + r"(?!\w|[.,]\d)", outside))
        check(f"none of the {len(figures)} figures and dates of the public pages is readable",
              not leaked, ", ".join(leaked[:20]))
    print(f"\n{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
