import Foundation
import Testing
import TestSupport

@Suite("Golden helper")
struct GoldenHelperTests {
    static func scratchTestFile() -> (file: String, snapshot: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-golden-\(UUID().uuidString)")
        return (folder.appendingPathComponent("SomeTests.swift").path, folder.appendingPathComponent("__Snapshots__/sample.txt"))
    }

    @Test("Recording writes the golden file and fails the test saying it recorded")
    func recordingFails() throws {
        let (file, snapshot) = Self.scratchTestFile()
        defer { try? FileManager.default.removeItem(at: snapshot.deletingLastPathComponent().deletingLastPathComponent()) }
        withKnownIssue { assertGolden("abc", named: "sample", recording: true, filePath: file) } matching: { issue in
            issue.description.contains("Recorded snapshot")
        }
        #expect(try String(contentsOf: snapshot, encoding: .utf8) == "abc")
        assertGolden("abc", named: "sample", recording: false, filePath: file)
    }

    @Test("A difference from the golden file fails with both texts")
    func differenceFails() throws {
        let (file, snapshot) = Self.scratchTestFile()
        defer { try? FileManager.default.removeItem(at: snapshot.deletingLastPathComponent().deletingLastPathComponent()) }
        try FileManager.default.createDirectory(at: snapshot.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "expected".write(to: snapshot, atomically: true, encoding: .utf8)
        withKnownIssue { assertGolden("actual", named: "sample", recording: false, filePath: file) } matching: { issue in
            issue.description.contains("differs") && issue.description.contains("actual")
        }
    }

    @Test("A missing golden file records and fails")
    func missingRecords() {
        let (file, snapshot) = Self.scratchTestFile()
        defer { try? FileManager.default.removeItem(at: snapshot.deletingLastPathComponent().deletingLastPathComponent()) }
        withKnownIssue { assertGolden("new", named: "sample", recording: false, filePath: file) }
        #expect(FileManager.default.fileExists(atPath: snapshot.path))
    }
}
