import Foundation

/// Parses an `.eml` with Python's `email` package (policy `default`) and reports what it found
/// as JSON, failing (non-zero exit) when the structure, an attachment or an SVG is broken.
enum EmailMessageCheck {
  /// What the parser found.
  struct Report: Decodable {
    var subject: String
    var to: String
    var from: String
    var date: String
    var tree: String
    var files: [[String]]
    var shown: [String]
    var text: String
    var html: String
    /// The images the HTML body shows, in order: base64 of each PNG part's bytes.
    var pngs: [String]
    /// Per chart name: the PNG's width and height in pixels and the attached SVG's `width` and
    /// `height` in CSS pixels (0 for a missing file).
    var sizes: [String: [Double]]
  }

  /// The Python program; argv[1] is the message file.
  static let script = #"""
    import sys, json, base64, struct, email, email.policy, xml.dom.minidom
    data = open(sys.argv[1], 'rb').read()
    assert b'\n' not in data.replace(b'\r\n', b''), 'a bare LF'
    assert all(b < 128 for b in data), 'a non-ASCII byte'
    head = data.split(b'\r\n\r\n', 1)[0]
    assert all(len(line) <= 78 for line in head.split(b'\r\n')), 'an unfolded header line'
    assert all(len(line) <= 78 for line in data.split(b'\r\n')), 'a body line over 78'
    msg = email.message_from_bytes(data, policy=email.policy.default)
    assert not msg.defects, msg.defects
    def tree(part):
        if part.is_multipart():
            inner = ','.join(tree(p) for p in part.iter_parts())
            return part.get_content_type() + '(' + inner + ')'
        return part.get_content_type()
    assert msg.get_content_type() == 'multipart/mixed'
    alternatives = [p for p in msg.walk() if p.get_content_type() == 'multipart/alternative']
    assert len(alternatives) == 1
    plain, html = list(alternatives[0].iter_parts())
    assert plain.get_content_type() == 'text/plain' and html.get_content_type() == 'text/html'
    cids, files, payloads, sizes = {}, [], {}, {}
    for part in msg.walk():
        if part.is_multipart() or part.get_content_maintype() == 'text':
            continue
        assert not part.defects, part.defects
        payload = part.get_payload(decode=True)
        assert payload, part.get_filename()
        stem = part.get_filename().rsplit('.', 1)[0]
        size = sizes.setdefault(stem, [0, 0, 0, 0])
        if part.get_content_type() == 'image/svg+xml':
            root = xml.dom.minidom.parseString(payload).documentElement
            size[2:] = [float(root.getAttribute('width')), float(root.getAttribute('height'))]
        if part.get_content_type() == 'image/png':
            assert payload.startswith(b'\x89PNG\r\n\x1a\n'), part.get_filename()
            size[:2] = list(struct.unpack('>II', payload[16:24]))
        cids[part['content-id'].strip('<>')] = part.get_content_type()
        payloads[part['content-id'].strip('<>')] = payload
        files.append([part.get_filename(), part.get_content_type(),
                      part.get_content_disposition()])
    body = html.get_content()
    shown = [piece.split('"')[0] for piece in body.split('src="cid:')[1:]]
    assert all(cid in cids for cid in shown), shown
    print(json.dumps({
        'subject': str(msg['subject']), 'to': str(msg['to'] or ''), 'from': str(msg['from']),
        'date': str(msg['date']), 'tree': tree(msg), 'files': files,
        'shown': [cids[cid] for cid in shown], 'text': plain.get_content(), 'html': body,
        'pngs': [base64.b64encode(payloads[cid]).decode() for cid in shown
                 if cids[cid] == 'image/png'],
        'sizes': sizes}))
    """#

  /// Runs the check on `file`.
  /// - Returns: the report, or the Python error output as the thrown error's text.
  static func run(on file: URL) throws -> Report {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", script, file.path]
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let errorText = String(
      decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { throw CheckFailure(text: errorText) }
    return try JSONDecoder().decode(Report.self, from: data)
  }

  /// The Python check failed; its error output.
  struct CheckFailure: Error, CustomStringConvertible {
    var text: String
    var description: String { text }
  }
}
