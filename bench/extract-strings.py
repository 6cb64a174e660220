#!/usr/bin/env python3
"""Writes Templates/Localizable/en.xcstrings: every English text the report writes, as the keys
of Apple's String Catalog format, read from the code and the templates.

The code asks for words through a StringCatalog named `words` or `strings`:
  words.text("Steps")                     a text
  words.format("Avg: %@ steps", value)    a text with values
  words.plural(n, "%lld days", one: "%lld day", number: …)   a text per plural form
and the templates through phrases: {{ "Skip to content" }}. Keys the code builds at run time
(section titles, metric names, unit names) are listed in dynamic-keys.txt. Run it after changing any text, then
give the new keys to each language's catalog (tests list the keys a catalog lacks).
"""
import json
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
SOURCES = [ROOT / "Sources" / "ReportSite", ROOT / "Sources" / "ReportMail"]
STRING = r'"((?:[^"\\]|\\.)*)"'
CALL = re.compile(r'(?:words|strings)\s*\.\s*(?:text|format)\(\s*' + STRING, re.S)
PLURAL = re.compile(
    r'(?:words|strings)\s*\.\s*plural\(\s*[^"]*?,\s*' + STRING + r'\s*,\s*one:\s*' + STRING, re.S)
PHRASE = re.compile(r'\{\{\s*"([^"]*)"\s*\}\}')

# Keys the code passes as values (section titles, metric names and units, unit names, workout
# activities): LocalizedKeys.all, which a test keeps in this file (RECORD_GOLDEN=1 rewrites it).
DYNAMIC_FILE = ROOT / "Templates" / "Localizable" / "dynamic-keys.txt"


def unescape(text):
    text = re.sub(r'\\u\{([0-9A-Fa-f]+)\}', lambda m: chr(int(m.group(1), 16)), text)
    return text.replace('\\"', '"').replace('\\\\', '\\').replace('\\n', '\n')


def collect():
    dynamic = DYNAMIC_FILE.read_text(encoding="utf-8").splitlines() if DYNAMIC_FILE.exists() else []
    texts, plurals = set(line for line in dynamic if line), {}
    for folder in SOURCES:
        for path in sorted(folder.rglob("*.swift")):
            code = path.read_text(encoding="utf-8")
            for match in CALL.finditer(code):
                texts.add(unescape(match.group(1)))
            for match in PLURAL.finditer(code):
                plurals[unescape(match.group(1))] = unescape(match.group(2))
    for path in sorted((ROOT / "Templates").glob("*.html")):
        for match in PHRASE.finditer(path.read_text(encoding="utf-8")):
            texts.add(match.group(1))
    return texts, plurals


def unit(value):
    return {"stringUnit": {"state": "translated", "value": value}}


def main():
    texts, plurals = collect()
    strings = {}
    for key in sorted(texts - set(plurals)):
        strings[key] = {"localizations": {"en": unit(key)}}
    for key, one in sorted(plurals.items()):
        strings[key] = {
            "localizations": {
                "en": {"variations": {"plural": {"one": unit(one), "other": unit(key)}}}
            }
        }
    catalog = {"sourceLanguage": "en", "strings": dict(sorted(strings.items())), "version": "1.0"}
    out = ROOT / "Templates" / "Localizable" / "en.xcstrings"
    out.write_text(json.dumps(catalog, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    print(f"{out.relative_to(ROOT)}: {len(texts - set(plurals))} texts, {len(plurals)} plurals",
          file=sys.stderr)


if __name__ == "__main__":
    main()
