import Foundation

/// The real project files under `Fixtures/` (provenance in `Fixtures/README.md`).
enum Fixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// The bytes of `path`, relative to the fixtures folder.
    static func bytes(_ path: String) throws -> [UInt8] {
        Array(try Data(contentsOf: folder.appendingPathComponent(path)))
    }
}
