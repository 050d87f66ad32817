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
