#!/usr/bin/env python3
"""Checks a built healthreport site with the web's own checkers, not ours.

usage: check_standards.py --vnu VNU_JAR --axe AXE_JS [--email EML] [--all-pages] [--no-vnu]
                          [--no-axe] [--axe-share K/N] SITE_DIR...

- The Nu HTML Checker (vnu.jar, the W3C validator's engine) on every HTML page of each site
  (or, without --all-pages, one page of each type: the first and last of each folder), on
  404.html and on the HTML part of the email (--email). Every error fails; a warning fails
  unless Tests/browser/standards-exceptions.json lists it with its reason.
- The Atom feed (feed.xml) parsed as XML, as Atom 1.0 with its required elements: the feed's
  id, title and updated, and each entry's id, link and updated.
- axe-core (AXE_JS, axe.min.js), injected through Selenium into headless Chromium on one page
  of each type of the first site (built without --base-url, so that every page opens from
  disk), in light and dark mode at 1280 px and at a 390 px phone width, with the WCAG 2.0 and
  2.1 A and AA rules and best practices. Any violation fails, but for the rules that
  standards-exceptions.json disables, each with its reason.
- Every page carries a Content-Security-Policy meta element with connect-src 'none',
  base-uri 'none', form-action 'none' and scripts by hash only, and no page reports a
  securitypolicyviolation event while it loads and while axe runs.

Prints one line per check and a final "N passed, N failed" line; exits 1 if any check failed.
"""
import argparse
import email
import email.policy
import html
import json
import re
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

import check_site  # the shared Chromium set-up, CSP listener and counters

HERE = Path(__file__).resolve().parent
EXCEPTIONS = HERE / "standards-exceptions.json"
ATOM = "{http://www.w3.org/2005/Atom}"
AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]

check = check_site.check  # the shared counters and PASS/FAIL lines


def load_exceptions():
    data = json.loads(EXCEPTIONS.read_text())
    for group in ("vnu", "axe"):
        for entry in data.get(group, []):
            if not entry.get("reason", "").strip():
                raise SystemExit(f"{EXCEPTIONS.name}: every {group} entry needs a reason: {entry}")
    return data


def html_pages(site):
    return sorted(p for p in Path(site).rglob("*.html"))


def page_types(site):
    """One page of each type: every page at the top and one level down (the dashboard, 404,
    each section's page, the archives), and the first and last page of each deeper folder
    (weeks/…/, years/…/)."""
    site = Path(site)
    chosen = []
    groups = {}
    for page in html_pages(site):
        parts = page.relative_to(site).parts
        if len(parts) <= 2:
            chosen.append(page)
        else:
            groups.setdefault(parts[0], []).append(page)
    for pages in groups.values():
        chosen += sorted({pages[0], pages[-1]})
    return chosen


# MARK: vnu


def start_vnu(vnu, groups, scratch):
    """Starts one Java process that validates every file of every (files, label) group (one
    start of the JVM, not one a site: its start-up and warm-up are seconds each), writing its
    report to a file in `scratch`, while axe runs in Chromium. finish_vnu reads the report."""
    files = [f for group_files, _ in groups for f in group_files]
    if not files:
        return None
    report = open(Path(scratch) / "vnu.json", "w+")
    process = subprocess.Popen(
        ["java", "-Xss4m", "-jar", vnu, "--format", "json", "--also-check-svg"]
        + [str(f) for f in files],
        stdout=subprocess.DEVNULL, stderr=report, text=True)
    return process, report, groups


def finish_vnu(started, exceptions):
    """Waits for start_vnu's process and checks its messages group by group, each message by
    its file: the same checks, with the same labels, as one run of vnu per group."""
    if started is None:
        return
    process, report, groups = started
    process.wait()
    report.seek(0)
    text = report.read()
    report.close()
    try:
        messages = json.loads(text or "{}").get("messages", [])
    except json.JSONDecodeError:
        check("vnu: readable report", False, text[:2000])
        return
    group_of = {}
    for index, (files, _) in enumerate(groups):
        for f in files:
            group_of["file:" + str(Path(f).resolve())] = index
    by_group = [[] for _ in groups]
    unplaced = []
    for message in messages:
        index = group_of.get(message.get("url", ""))
        (unplaced if index is None else by_group[index]).append(message)
    for (files, label), group_messages in zip(groups, by_group):
        if files:
            check_vnu_messages(group_messages, files, exceptions, label)
    if unplaced:
        # An error or warning about no file given (vnu itself failing, say) fails as before.
        check_vnu_messages(unplaced, [], exceptions, "no file of its own")


def check_vnu_messages(messages, files, exceptions, label):
    accepted = [(re.compile(e["message"]), e.get("line_contains")) for e in exceptions.get("vnu", [])]

    def is_accepted(message):
        for pattern, line_contains in accepted:
            if not pattern.fullmatch(message.get("message", "")):
                continue
            if line_contains is None:
                return True
            # Accepted only where the flagged line holds the given text.
            try:
                path = message.get("url", "").removeprefix("file:")
                line = Path(path).read_text().splitlines()[message.get("lastLine", 0) - 1]
            except (OSError, IndexError):
                continue
            if line_contains in line:
                return True
        return False
    errors, warnings, accepted_count = [], [], 0
    for message in messages:
        kind = message.get("type")
        where = f"{message.get('url', '')}:{message.get('lastLine', '?')}: {message.get('message')}"
        if kind == "error" or (kind == "non-document-error"):
            errors.append(where)
        elif kind == "info" and message.get("subType") == "warning":
            if is_accepted(message):
                accepted_count += 1
            else:
                warnings.append(where)
    check(f"vnu ({label}): {len(files)} documents, no errors", not errors,
          f"{len(errors)} errors, first: " + "; ".join(errors[:5]))
    check(f"vnu ({label}): no warnings beyond the {accepted_count} accepted", not warnings,
          f"{len(warnings)} warnings, first: " + "; ".join(warnings[:5]))


def email_html(eml, folder):
    message = email.message_from_bytes(Path(eml).read_bytes(), policy=email.policy.default)
    body = message.get_body(("html",))
    path = Path(folder) / "email.html"
    path.write_text(body.get_content())
    return path


# MARK: Atom


def check_feed(site):
    """The feed the dashboard links to (a site built with --base-url has one)."""
    path = Path(site) / "feed.xml"
    linked = 'type="application/atom+xml"' in (Path(site) / "index.html").read_text()
    if not linked and not path.exists():
        return
    if not check(f"{site}: the feed the dashboard links to exists", path.exists()):
        return
    try:
        root = ET.parse(path).getroot()
    except ET.ParseError as error:
        check(f"{path}: parses as XML", False, str(error))
        return
    check(f"{path}: the root is an Atom 1.0 feed", root.tag == f"{ATOM}feed", root.tag)
    for name in ("id", "title", "updated"):
        element = root.find(f"{ATOM}{name}")
        check(f"{path}: the feed has its {name}",
              element is not None and (element.text or "").strip() != "")
    entries = root.findall(f"{ATOM}entry")
    missing = []
    for index, entry in enumerate(entries):
        for name in ("id", "title", "updated"):
            element = entry.find(f"{ATOM}{name}")
            if element is None or not (element.text or "").strip():
                missing.append(f"entry {index}: {name}")
        link = entry.find(f"{ATOM}link")
        if link is None or not link.get("href"):
            missing.append(f"entry {index}: link")
    check(f"{path}: each of {len(entries)} entries has its id, title, link and updated",
          not missing, ", ".join(missing[:10]))


# MARK: axe and CSP in Chromium

AXE_RUN = """
const done = arguments[arguments.length - 1];
// No preload: axe would fetch the style sheets itself (for one rule), which the page's
// connect-src 'none' rightly refuses; the rules read the computed styles instead.
axe.run(document, {runOnly: {type: 'tag', values: arguments[0]}, rules: arguments[1],
                   resultTypes: ['violations'], preload: false})
  .then(r => done(r.violations.map(v => ({id: v.id, impact: v.impact, help: v.help,
    nodes: v.nodes.slice(0, 3).map(n => n.target.join(' ') + ' ' + n.failureSummary),
    count: v.nodes.length}))))
  .catch(e => done([{id: 'axe-error', help: String(e), nodes: [], count: 1}]));
"""


def make_driver():
    """check_site's Chromium (with its Content-Security-Policy listener), given time for axe."""
    driver = check_site.make_driver()
    driver.set_script_timeout(120)
    return driver


def set_view(driver, width, scheme):
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": width, "height": 900, "deviceScaleFactor": 1, "mobile": width < 600})
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {
        "features": [{"name": "prefers-color-scheme", "value": scheme}]})


def check_csp_meta(page):
    text = Path(page).read_text(errors="replace")
    start = text.find('http-equiv="Content-Security-Policy"')
    if start < 0:
        return "no Content-Security-Policy meta element"
    content_start = text.find('content="', start) + len('content="')
    policy = html.unescape(text[content_start:text.find('"', content_start)])
    directives = {d.strip().split(" ")[0]: d.strip() for d in policy.split(";") if d.strip()}
    problems = []
    # A private site's unlock page may fetch the site's own sealed files (connect-src 'self').
    connect = "connect-src 'self'" if 'id="healthreport-sealed"' in text else "connect-src 'none'"
    for required in (connect, "base-uri 'none'", "form-action 'none'"):
        if directives.get(required.split(" ")[0]) != required:
            problems.append(f"missing {required}")
    script = directives.get("script-src", "")
    if "'unsafe-inline'" in script or "'unsafe-eval'" in script:
        problems.append("script-src allows inline or eval")
    if "default-src" not in directives:
        problems.append("no default-src")
    for directive in directives.values():
        for source in directive.split()[1:]:
            if source.startswith(("http:", "https:", "*")) or "://" in source:
                problems.append(f"a remote source: {directive}")
    return "; ".join(problems)


def run_axe(driver, site, pages, axe_source, exceptions):
    disabled = {e["rule"]: {"enabled": False} for e in exceptions.get("axe", [])}
    site = Path(site)
    for page in pages:
        name = str(page.relative_to(site))
        problem = check_csp_meta(page)
        check(f"{name}: a Content-Security-Policy that allows no network", not problem, problem)
        if name == "404.html" and "https://" in page.read_text():
            # With --base-url its links are absolute, to the published site, not to this
            # folder: it is checked in a site built without one.
            continue
        for width, scheme in ((1280, "light"), (1280, "dark"), (390, "light"), (390, "dark")):
            view = f"{name} ({width} px, {scheme})"
            set_view(driver, width, scheme)
            driver.get(page.resolve().as_uri())
            driver.execute_script("return document.fonts ? document.fonts.ready : null")
            # axe is injected by the driver (CDP), not by the page, so the page's own policy
            # does not apply to it; a violation the page reports is counted below.
            driver.execute_cdp_cmd("Runtime.evaluate", {"expression": axe_source})
            violations = driver.execute_async_script(AXE_RUN, AXE_TAGS, disabled)
            detail = "; ".join(
                f"{v['id']} ({v.get('impact')}, {v['count']} nodes: {v['help']}) "
                + " | ".join(v["nodes"]) for v in violations)
            check(f"{view}: axe-core finds no violations", not violations, detail)
            csp = driver.execute_script("return window.__cspViolations || []")
            check(f"{view}: no Content-Security-Policy violation", not csp, "; ".join(csp))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--vnu", required=True)
    parser.add_argument("--axe", required=True)
    parser.add_argument("--email")
    parser.add_argument("--all-pages", action="store_true",
                        help="validate every page with vnu (axe always runs on one of each type)")
    parser.add_argument("--no-axe", action="store_true")
    parser.add_argument("--no-vnu", action="store_true",
                        help="no vnu and no feed check (another run of this script makes them)")
    parser.add_argument("--axe-share", metavar="K/N", default="1/1",
                        help="axe on every Nth page of the list only, from the Kth: N runs, one"
                             " for each K, check every page between them, side by side")
    parser.add_argument("--axe-only", action="append", metavar="PATH",
                        help="run axe on this site path of the first site only, once per path"
                             " (a private site's unlock pages are all alike)")
    parser.add_argument("sites", nargs="+")
    args = parser.parse_args()
    exceptions = load_exceptions()
    share, shares = (int(n) for n in args.axe_share.split("/"))
    if not 1 <= share <= shares:
        parser.error(f"--axe-share {args.axe_share}: K must be 1 to N")

    with tempfile.TemporaryDirectory() as scratch:
        # vnu validates in its own process while axe runs in Chromium; its checks are printed
        # after axe's.
        groups = [(html_pages(site) if args.all_pages else page_types(site), site)
                  for site in args.sites]
        if args.email:
            groups.append(([email_html(args.email, scratch)], "the email's HTML"))
        started = None if args.no_vnu else start_vnu(args.vnu, groups, scratch)
        try:
            for site in args.sites if not args.no_vnu else []:
                check_feed(site)
            if not args.no_axe:
                axe_source = Path(args.axe).read_text()
                driver = make_driver()
                try:
                    # Every page type of the first site (built without a base URL, so every
                    # page opens from disk); the others are validated only.
                    first = Path(args.sites[0])
                    pages = [first / p for p in args.axe_only] if args.axe_only \
                        else page_types(first)
                    pages = pages[share - 1::shares]
                    run_axe(driver, first, pages, axe_source, exceptions)
                finally:
                    driver.quit()
        finally:
            finish_vnu(started, exceptions)

    print(f"\n{check_site.passed} passed, {check_site.failed} failed")
    return 1 if check_site.failed else 0


if __name__ == "__main__":
    sys.exit(main())
