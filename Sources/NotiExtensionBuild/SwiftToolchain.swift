import Foundation

/// The Swift compiler notisim builds extensions with: `$SWIFT_EXEC`, else `swiftc` on PATH, else the `swiftc` beside
/// `swift` on PATH.
struct SwiftToolchain: Sendable, Hashable {
    /// The compiler's path.
    let compiler: String
    /// What changes when the compiler does: its resolved path, size and modification time (part of the cache key;
    /// cheaper than running `swiftc --version` at every start).
    let identity: String

    static func locate(environment: [String: String]) throws(ExtensionBuildFailure) -> SwiftToolchain {
        let path = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
        let candidates = [environment["SWIFT_EXEC"]].compactMap { $0 }
            + path.map { "\($0)/swiftc" }
            + path.map { "\($0)/swift" }.filter(FileManager.default.isExecutableFile).map { URL(fileURLWithPath: $0).resolvingSymlinksInPath()
                .deletingLastPathComponent().appendingPathComponent("swiftc").path }
        guard let compiler = candidates.first(where: FileManager.default.isExecutableFile) else {
            throw ExtensionBuildFailure(firstError: "no Swift compiler: swiftc is not on PATH (install Swift, or set SWIFT_EXEC to swiftc's path)")
        }
        return SwiftToolchain(compiler: compiler, identity: FileIdentity.of(URL(fileURLWithPath: compiler).resolvingSymlinksInPath().path))
    }
}

/// A file's resolved path, size and modification time, as one string.
enum FileIdentity {
    static func of(_ path: String) -> String {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        let size = (attributes?[.size] as? NSNumber)?.intValue ?? -1
        let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(path) \(size) \(modified)"
    }
}
