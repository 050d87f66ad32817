import NotiCore

/// The revisions a project's `Package.resolved` pins its Swift packages at (`…xcshareddata/swiftpm/Package.resolved`,
/// versions 1 to 3 of the file: `object.pins` with `repositoryURL`, or `pins` with `location`).
package struct PackagePins: Sendable, Hashable {
    /// One pinned package.
    package struct Pin: Sendable, Hashable {
        /// Where it is fetched from.
        package var location: String
        /// The commit it is pinned at.
        package var revision: String
        /// The version tag at that commit, if any.
        package var version: String?
    }

    /// The pins, by package identity (``identity(of:)`` of their location).
    package var pins: [String: Pin]

    /// Reads a `Package.resolved`; a file that is not one says why, naming the key.
    package static func parse(_ bytes: [UInt8]) throws(XcodeProjectError) -> PackagePins {
        let document: JSONValue
        do { document = try JSONParser.parse(bytes) } catch { throw XcodeProjectError("Package.resolved: \(error.description)") }
        guard let list = (document["pins"] ?? document["object"]?["pins"])?.arrayValue else {
            throw XcodeProjectError("Package.resolved: no \"pins\" array")
        }
        var pins: [String: Pin] = [:]
        for (index, entry) in list.enumerated() {
            guard let location = (entry["location"] ?? entry["repositoryURL"])?.stringValue else {
                throw XcodeProjectError("Package.resolved: pins[\(index)] has no \"location\"")
            }
            guard let revision = entry["state"]?["revision"]?.stringValue else {
                throw XcodeProjectError("Package.resolved: pins[\(index)].state has no \"revision\"")
            }
            pins[identity(of: location)] = Pin(location: location, revision: revision, version: entry["state"]?["version"]?.stringValue)
        }
        return PackagePins(pins: pins)
    }

    /// The pin of the package at `location`.
    package func pin(for location: String) -> Pin? { pins[Self.identity(of: location)] }

    /// SwiftPM's identity of a package location: its last path component without `.git`, lower-cased
    /// (`https://github.com/sindresorhus/Defaults.git` → `defaults`).
    package static func identity(of location: String) -> String {
        var last = location.split(separator: "/").last.map(String.init) ?? location
        if last.hasSuffix(".git") { last.removeLast(4) }
        if let colon = last.lastIndex(of: ":") { last = String(last[last.index(after: colon)...]) }
        return last.lowercased()
    }
}
