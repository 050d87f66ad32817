import Foundation
import Testing
import TestSupport

/// `notisim run --record` (docs/rules/recordings.md#recordings-are-asciicast-v2).
@Suite("notisim run --record", .tags(.e2e), .slowTier)
struct RunRecordingTests {
    @Test("A recorded run whose script starts with size has a header of that size, never notisim's default")
    func leadingSizeIsTheHeaderSize() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-run-record-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let script = scratch.appendingPathComponent("sized.script")
        try Data("# a recording at 90x30\n\nsize 90x30\nexpect \"Event log\"\nsize 80x24\n".utf8).write(to: script)
        let cast = scratch.appendingPathComponent("sized.cast")
        let result = try CommandLineTests.notisim(["run", "--no-launch-requests", "--record", cast.path, script.path])
        #expect(result.status == 0, "\(result.errors)")
        let lines = try String(contentsOf: cast, encoding: .utf8).split(separator: "\n")
        let first = try #require(lines.first)
        let header = try #require(try JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any])
        #expect(header["width"] as? Int == 90 && header["height"] as? Int == 30, "\(header)")
        let resizes = lines.dropFirst().filter { $0.contains(#", "r", "#) || $0.contains(#","r","#) }
        #expect(resizes.allSatisfy { !$0.contains("100x32") } && resizes.last?.contains("80x24") == true, "no resize from notisim's default size: \(resizes)")
    }
}
