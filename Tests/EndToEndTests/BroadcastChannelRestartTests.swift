import Foundation
import Testing
import TestSupport

/// docs/rules/live-activities.md#broadcast-channels-survive-restarts: a channel answered 201 is still there after a SIGKILL.
@Suite("Broadcast channels survive restarts", .serialized, .tags(.e2e, .network), .slowTier)
struct BroadcastChannelRestartTests {
    static let bundle = "com.example.photos"

    /// One channel-management request with curl over h2c; answers the status line, headers and body.
    static func curl(port: Int, method: String, path: String, headers: [String] = [], body: String? = nil) throws -> String {
        try ServeTests.curlH2C(["--max-time", "10", "-X", method] + headers.flatMap { ["-H", $0] }
            + (body.map { ["--data-binary", $0] } ?? []) + ["http://127.0.0.1:\(port)\(path)"])
    }

    /// The value of a response header.
    static func header(_ name: String, in response: String) -> String? {
        response.split(separator: "\r\n").first { $0.lowercased().hasPrefix(name + ":") }
            .map { $0.dropFirst(name.count + 1).trimmingCharacters(in: .whitespaces) }
    }

    @Test("a channel answered 201 is listed after a SIGKILL and a restart; one deleted before it is gone")
    func channelsSurviveSIGKILL() throws {
        let first = try ServeTests.Server(keepingState: true)
        defer { first.stop() }
        let path = "/1/apps/\(Self.bundle)/channels"
        let body = #"{"message-storage-policy":1,"push-type":"LiveActivity"}"#
        let created = try Self.curl(port: first.port, method: "POST", path: path, body: body)
        #expect(created.hasPrefix("HTTP/2 201"), "\(created)")
        let kept = try #require(Self.header("apns-channel-id", in: created))
        let doomed = try #require(Self.header("apns-channel-id", in: try Self.curl(port: first.port, method: "POST", path: path, body: body)))
        #expect(try Self.curl(port: first.port, method: "DELETE", path: path, headers: ["apns-channel-id: \(doomed)"]).hasPrefix("HTTP/2 204"))
        kill(first.process.processIdentifier, SIGKILL)
        first.process.waitUntilExit()

        let second = try ServeTests.Server(stateHome: first.stateHome, keepingState: true)
        defer { second.stop() }
        let listing = try Self.curl(port: second.port, method: "GET", path: "/1/apps/\(Self.bundle)/all-channels")
        #expect(listing.hasPrefix("HTTP/2 200") && listing.hasSuffix(#"{"channels":["\#(kept)"]}"#), "\(listing)")
        let read = try Self.curl(port: second.port, method: "GET", path: path, headers: ["apns-channel-id: \(kept)"])
        #expect(read.contains(#""message-storage-policy":1"#), "\(read)")
    }

    @Test("a damaged channels file stops serve with one line naming it")
    func damagedChannelsFileIsOneLine() throws {
        let first = try ServeTests.Server(keepingState: true)
        first.stop()
        let base = URL(fileURLWithPath: first.stateHome).appendingPathComponent("notisim")
        let folder = try #require(try FileManager.default.contentsOfDirectory(atPath: base.path).first {
            FileManager.default.fileExists(atPath: base.appendingPathComponent($0).appendingPathComponent("state.json").path)
        })
        let file = base.appendingPathComponent(folder).appendingPathComponent("channels.json")
        try Data("{not json".utf8).write(to: file)
        let result = try #require(try ServeTests.exitWithin(20, ["serve", "--apns-h2c", "127.0.0.1:0"], stateHome: first.stateHome))
        #expect(result.status == 1)
        let lines = result.errors.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].contains(file.path) && lines[0].contains("damaged"), "\(result.errors)")
    }
}
