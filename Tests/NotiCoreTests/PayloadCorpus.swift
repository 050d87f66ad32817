import Foundation
import TestSupport
@testable import NotiCore

/// The payload corpus in `Fixtures/payloads`: each `.apns`/`.json` file has a `.expected` file listing the
/// diagnostics it must produce (one `description` per line, in order), optionally led by `# push-type: NAME`.
enum PayloadCorpus {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/payloads")

    /// Names of the payload files, sorted.
    static let names: [String] = {
        let all = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return all.filter { $0.hasSuffix(".apns") || $0.hasSuffix(".json") }.sorted()
    }()

    static func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    static func bytes(_ name: String) -> [UInt8] {
        (try? Data(contentsOf: directory.appendingPathComponent(name))).map(Array.init) ?? []
    }

    /// The expectation file: the push type to decode with and the diagnostic lines.
    static func expectation(_ name: String) -> (pushType: PushType, lines: [String])? {
        guard let text = try? String(contentsOf: directory.appendingPathComponent(name + ".expected"), encoding: .utf8) else {
            return nil
        }
        var pushType = PushType.alert
        var lines: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            if line.hasPrefix("# push-type: "), let type = PushType(rawValue: String(line.dropFirst("# push-type: ".count))) {
                pushType = type
            } else {
                lines.append(String(line))
            }
        }
        return (pushType, lines)
    }

    /// Decodes a corpus file with the push type its expectation names.
    static func decode(_ name: String) -> DecodedPayload {
        PayloadDecoder.decode(bytes(name), pushType: expectation(name)?.pushType ?? .alert)
    }
}

