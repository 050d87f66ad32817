import Foundation
import NotiCore
import NotiWorkspace
import Testing

@Suite("Payload files")
struct PayloadFileTests {
    /// A file of NotiCore's payload corpus.
    private func corpus(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("NotiCoreTests/Fixtures/payloads/\(name)").path
    }

    /// A fresh scratch directory for one test.
    private func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("payload-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test("a 100 MB file is refused from its size without being read, naming the file and its size")
    func hugeFileRefusedBySize() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("huge.apns").path
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 100 << 20)  // sparse: no data is written, so reading it would be slow
        try handle.close()
        let result = PayloadFile.read(path: path)
        #expect(throws: PayloadFileError(path: path, reason: .tooLarge(100 << 20))) { try result.get() }
        let error = try #require(result.failure)
        #expect(error.description.hasPrefix("\(path): the file is 100.0 MB, over the 1.0 MB limit for payload files"))
        #expect(PayloadFile.validate(path: path).diagnostics == [error.diagnostic])
    }

    @Test("files up to 1 MiB are read; one byte more is refused")
    func sizeBoundary() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("edge.json").path
        try Data(repeating: 0x20, count: PayloadFile.maximumBytes).write(to: URL(fileURLWithPath: path))
        #expect(try PayloadFile.read(path: path).get().count == PayloadFile.maximumBytes)
        try Data(repeating: 0x20, count: PayloadFile.maximumBytes + 1).write(to: URL(fileURLWithPath: path))
        #expect(PayloadFile.read(path: path).failure?.reason == .tooLarge(PayloadFile.maximumBytes + 1))
    }

    @Test("a missing file is an error naming it")
    func missingFile() {
        let error = PayloadFile.read(path: "/nonexistent/push.apns").failure
        #expect(error?.reason == .missing)
        #expect(error?.description == "/nonexistent/push.apns: no such file")
    }

    @Test("a directory is an error naming it")
    func directory() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(PayloadFile.read(path: directory.path).failure?.reason == .directory)
    }

    @Test("a named pipe is refused without opening it, so reading never blocks")
    func pipeNeverBlocks() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("pipe.apns").path
        #expect(mkfifo(path, 0o600) == 0)
        #expect(PayloadFile.read(path: path).failure?.reason == .notARegularFile)
        #expect(PayloadFile.read(path: "/dev/zero").failure?.reason == .notARegularFile)
    }

    @Test(".apns and .json files are both accepted and reported with their kind")
    func kinds() {
        let apns = PayloadFile.validate(path: corpus("korean.apns"))
        #expect(apns.kind == .simulatorPush)
        #expect(apns.decoded?.targetBundle == "com.example.alarmclock")
        #expect(apns.diagnostics.map(\.description) == [#"warning: aps.badge: expected an integer, got the string "3""#])
        let json = PayloadFile.validate(path: corpus("new-photo-thread.json"))
        #expect(json.kind == .json && json.diagnostics.isEmpty)
        #expect(json.decoded?.content?.threadIdentifier == "thread-identifier")
    }

    @Test("a parsed document with aps looks like a payload; one without doesn't")
    func looksLikePayload() throws {
        #expect(PayloadFile.looksLikePayload(try JSONParser.parse(#"{"aps": {}}"#)))
        #expect(!PayloadFile.looksLikePayload(try JSONParser.parse(#"{"apps": []}"#)))
    }
}

extension Result {
    /// The error, when this is a failure.
    fileprivate var failure: Failure? { if case .failure(let error) = self { return error } else { return nil } }
}
