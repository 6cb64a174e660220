#!/usr/bin/env python3
"""Prints a healthreport site's pages with headless Chromium and checks the PDFs.

usage: check_print.py SITE_DIR [SITE_DIR ...]

For each site, summary/index.html (the summary to take to an appointment) is printed in the light
and the dark colour scheme, on A4 and on US Letter (Chromium's printToPDF, the page's own
@page margins), and each PDF must:
  - have at most 2 pages (pdfinfo);
  - hold, by pdftotext, every measure named in the summary's table and every section heading;
  - be light: its first page, rendered by pdftoppm, is mostly white even in the dark scheme;
  - have no navigation, and each link's address printed after it;
  - cut no chart: every chart card's subtitle and its x-axis labels are on the same page, the
    labels below the subtitle and inside the card's width (pdftotext -bbox-layout).
The vitals page (vitals/index.html) is printed on A4 in both schemes with the same chart check.
Prints one line per check and "N passed, N failed"; exits 1 if any check failed. Needs selenium,
Chromium and its driver (as check_site.py) and pdfinfo, pdftotext, pdftoppm (poppler-utils).
"""
import base64
import re
import subprocess
import sys
import tempfile
from html.parser import HTMLParser
from pathlib import Path

import check_site as cs

# Paper sizes in inches, and the site's @page margin (12 mm).
PAPERS = {"A4": (8.27, 11.69), "Letter": (8.5, 11.0)}
MARGIN_INCHES = 12 / 25.4


def print_pdf(driver, paper):
    width, height = PAPERS[paper]
    result = driver.execute_cdp_cmd("Page.printToPDF", {
        "paperWidth": width, "paperHeight": height, "printBackground": True,
        "preferCSSPageSize": True, "displayHeaderFooter": False})
    return base64.b64decode(result["data"])


def run(arguments, data=None):
    return subprocess.run(arguments, input=data, capture_output=True, check=True).stdout


def page_count(pdf):
    info = run(["pdfinfo", "-"], pdf).decode()
    match = re.search(r"^Pages:\s+(\d+)", info, re.M)
    return int(match.group(1)) if match else 0


def pdf_words(pdf_path):
    """[(page, x0, y0, x1, y1, word)] from pdftotext -bbox-layout (points, top-left origin)."""
    xhtml = run(["pdftotext", "-bbox-layout", pdf_path, "-"]).decode()
    words = []
    page = 0
    for match in re.finditer(r'<page |<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" '
                             r'yMax="([\d.]+)">([^<]*)</word>', xhtml):
        if match.group(0) == "<page ":
            page += 1
            continue
        x0, y0, x1, y1 = (float(match.group(i)) for i in range(1, 5))
        words.append((page, x0, y0, x1, y1, unescape(match.group(5))))
    return words


def unescape(text):
    return (text.replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", '"')
            .replace("&#39;", "'").replace("&amp;", "&"))


def mean_brightness(pdf_path):
    """The mean grey level (0–255) of the PDF's first page rendered at 20 dpi."""
    pgm = run(["pdftoppm", "-gray", "-r", "20", "-f", "1", "-l", "1", pdf_path])
    # Binary PGM: "P5\n<w> <h>\n<max>\n" then the pixels.
    header = re.match(rb"P5\s+(\d+)\s+(\d+)\s+(\d+)\s", pgm)
    pixels = pgm[header.end():]
    return sum(pixels) / max(1, len(pixels))


class TableNames(HTMLParser):
    """The texts of the summary table's row headers (its measures) and of every h2."""

    def __init__(self):
        super().__init__()
        self.names, self.headings = [], []
        self.current = None
        self.text = ""
        self.in_summary = False

    def handle_starttag(self, tag, attrs):
        if tag == "table":
            self.in_summary = "summary-table" in (dict(attrs).get("class") or "")
        if (tag == "th" and ("scope", "row") in attrs and self.in_summary) or tag == "h2":
            self.current, self.text = tag, ""

    def handle_endtag(self, tag):
        if tag == "table":
            self.in_summary = False
        if self.current == tag:
            (self.names if tag == "th" else self.headings).append(" ".join(self.text.split()))
            self.current = None

    def handle_data(self, data):
        if self.current:
            self.text += data


def chart_cards(driver, paper):
    """Each chart card as laid out for print on `paper`: subtitle, x labels, left, width and
    height in CSS pixels (the print layout's width is the paper's less the margins)."""
    width = round((PAPERS[paper][0] - 2 * MARGIN_INCHES) * 96)
    cs.set_viewport(driver, width, 1200)
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
    cards = driver.execute_script("""
      return [...document.querySelectorAll('.card')].filter(c => c.querySelector('svg.chart'))
        .map(c => { const r = c.getBoundingClientRect();
          return {subtitle: (c.querySelector('.card-subtitle') || {}).textContent || '',
                  labels: [...c.querySelectorAll('svg.chart .axis g[text-anchor=middle] text')]
                    .map(t => t.textContent),
                  left: r.left, width: r.width, height: r.height}; });""")
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": ""})
    return cards


def find_phrase(words, phrase):
    """(page, x0, y0) of each place the words of `phrase` follow each other."""
    parts = phrase.split()
    found = []
    for index in range(len(words) - len(parts) + 1):
        run_ = words[index:index + len(parts)]
        if [w[5] for w in run_] == parts and len({w[0] for w in run_}) == 1:
            found.append((run_[0][0], run_[0][1], run_[0][2]))
    return found


def check_charts_whole(words, cards, name):
    """Every card's subtitle is on one page and its x labels on the same page below it, inside
    its width: a card cut by a page break has its labels on the next page."""
    margin = MARGIN_INCHES * 72
    problems = []
    for card in cards:
        places = find_phrase(words, card["subtitle"]) if card["subtitle"] else []
        if not places:
            problems.append(f"subtitle {card['subtitle']!r} not found")
            continue
        left = margin + card["left"] * 0.75 - 2
        right = left + card["width"] * 0.75 + 4
        for label in card["labels"]:
            ok = any(
                w[5] == label and w[0] == page and y < w[2] <= y + card["height"] * 0.75
                and left <= w[1] <= right
                for (page, _, y) in places for w in words)
            if not ok:
                problems.append(f"{card['subtitle']!r}: label {label!r} not on its page")
    cs.check(f"{name}: no chart is cut by a page break ({len(cards)} charts)",
             not problems and bool(cards), "; ".join(problems[:5]))


def check_summary(driver, site, paper, scheme, work):
    name = f"{site.name} summary, {paper}, {scheme}"
    page = site / "summary" / "index.html"
    cs.load(driver, page.as_uri())
    cs.check_clean_load(driver, name)
    cs.color_scheme(driver, scheme)
    pdf = print_pdf(driver, paper)
    path = Path(work) / f"summary-{site.name}-{paper}-{scheme}.pdf"
    path.write_bytes(pdf)
    pages = page_count(pdf)
    cs.check(f"{name}: at most 2 pages", 1 <= pages <= 2, f"{pages} pages")
    text = " ".join(run(["pdftotext", str(path), "-"]).decode().split())
    parser = TableNames()
    parser.feed(page.read_text(encoding="utf-8"))
    missing = [n for n in parser.names + parser.headings if n not in text]
    cs.check(f"{name}: every measure and heading is in the PDF ({len(parser.names)} measures)",
             parser.names and not missing, ", ".join(missing))
    cs.check(f"{name}: no navigation printed", "Dashboard Steps Weight" not in text)
    cs.check(f"{name}: link addresses printed", "(../index.html)" in text)
    brightness = mean_brightness(str(path))
    cs.check(f"{name}: printed light", brightness > 200, f"mean grey {brightness:.0f} of 255")
    cs.color_scheme(driver, "light")
    check_charts_whole(pdf_words(str(path)), chart_cards(driver, paper), name)


def check_vitals(driver, site, scheme, work):
    name = f"{site.name} vitals, A4, {scheme}"
    page = site / "vitals" / "index.html"
    if not page.is_file():
        return
    cs.load(driver, page.as_uri())
    cs.color_scheme(driver, scheme)
    path = Path(work) / f"vitals-{site.name}-{scheme}.pdf"
    path.write_bytes(print_pdf(driver, "A4"))
    brightness = mean_brightness(str(path))
    cs.check(f"{name}: printed light", brightness > 200, f"mean grey {brightness:.0f} of 255")
    cs.color_scheme(driver, "light")
    check_charts_whole(pdf_words(str(path)), chart_cards(driver, "A4"), name)


def main():
    sites = [Path(a).resolve() for a in sys.argv[1:]]
    if not sites:
        sys.exit(__doc__)
    driver = cs.make_driver()
    try:
        with tempfile.TemporaryDirectory() as work:
            for site in sites:
                for paper in PAPERS:
                    for scheme in ("light", "dark"):
                        try:
                            check_summary(driver, site, paper, scheme, work)
                        except Exception as error:
                            cs.check(f"{site.name} summary {paper} {scheme} ran", False,
                                     f"{type(error).__name__}: {error}")
                for scheme in ("light", "dark"):
                    try:
                        check_vitals(driver, site, scheme, work)
                    except Exception as error:
                        cs.check(f"{site.name} vitals {scheme} ran", False,
                                 f"{type(error).__name__}: {error}")
    finally:
        driver.quit()
    print(f"{cs.passed} passed, {cs.failed} failed")
    sys.exit(1 if cs.failed else 0)


if __name__ == "__main__":
    main()
