import Foundation
import Testing

/// Compares `text` with the golden file `__Snapshots__/<named>.txt` next to the calling test file.
///
/// With `NOTISIM_RECORD=1` in the environment the file is (re)written and the test fails saying so,
/// so a recording run can never pass by accident. A missing golden file also records and fails.
/// `recording` defaults to the environment variable; tests of this helper pass it explicitly.
public func assertGolden(_ text: String, named name: String, recording: Bool = ProcessInfo.processInfo.environment["NOTISIM_RECORD"] == "1",
                         filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation) {
    let directory = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__")
    let file = directory.appendingPathComponent(name + ".txt")
    let expected = try? String(contentsOf: file, encoding: .utf8)
    if !recording, let expected {
        if expected != text {
            Issue.record("Snapshot \(name) differs from \(file.path):\n--- expected\n\(expected)\n--- actual\n\(text)",
                         sourceLocation: sourceLocation)
        }
        return
    }
    do {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
        Issue.record("Recorded snapshot \(file.path); run again without NOTISIM_RECORD to compare.", sourceLocation: sourceLocation)
    } catch {
        Issue.record("Could not record snapshot \(file.path): \(error)", sourceLocation: sourceLocation)
    }
}

/// Compares `text` with the section between `<!-- NAME:begin -->` and `<!-- NAME:end -->` of `document` (a path from
/// the package's folder, such as `docs/usage.md`), for tables the docs show that are generated from the code. With
/// `NOTISIM_RECORD=1` the section is rewritten and the test fails saying so, as `assertGolden` does.
public func assertDocumentSection(_ text: String, named name: String, in document: String,
                                  recording: Bool = ProcessInfo.processInfo.environment["NOTISIM_RECORD"] == "1",
                                  filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation) {
    var root = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    while root.path != "/" && !FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) {
        root.deleteLastPathComponent()
    }
    let file = root.appendingPathComponent(document)
    let begin = "<!-- \(name):begin -->\n", end = "\n<!-- \(name):end -->"
    guard let contents = try? String(contentsOf: file, encoding: .utf8),
          let start = contents.range(of: begin), let stop = contents.range(of: end, range: start.upperBound..<contents.endIndex) else {
        Issue.record("\(file.path) has no section between \(begin.dropLast()) and \(end.dropFirst())", sourceLocation: sourceLocation)
        return
    }
    let current = String(contents[start.upperBound..<stop.lowerBound])
    guard current != text else { return }
    guard recording else {
        Issue.record("\(document) section \(name) differs from the code's; run with NOTISIM_RECORD=1 to rewrite it, or paste:\n\(text)",
                     sourceLocation: sourceLocation)
        return
    }
    var updated = contents
    updated.replaceSubrange(start.upperBound..<stop.lowerBound, with: text)
    do {
        try updated.write(to: file, atomically: true, encoding: .utf8)
        Issue.record("Rewrote \(document) section \(name); run again without NOTISIM_RECORD to compare.", sourceLocation: sourceLocation)
    } catch {
        Issue.record("Could not rewrite \(file.path): \(error)", sourceLocation: sourceLocation)
    }
}
