/// A Swift package product an extension links, from a package the project pins (`Package.resolved`): built from the
/// package's own sources through SwiftPM (docs/rules/extension-sources.md#swift-packages-an-extension-links).
package struct PinnedPackageProduct: Sendable, Hashable {
    /// The product's name, as the project's `XCSwiftPackageProductDependency` gives it.
    package var product: String
    /// Where the package is fetched from: a git URL (`https://…`, `git@…`, `file://…`).
    package var location: String
    /// The commit `Package.resolved` pins.
    package var revision: String
    /// The version tag of that commit, for messages.
    package var version: String?

    package init(product: String, location: String, revision: String, version: String? = nil) {
        self.product = product; self.location = location; self.revision = revision; self.version = version
    }

    /// SwiftPM's identity of the package (the last path component of its location without `.git`, lower-cased).
    package var packageIdentity: String {
        var last = location.split(separator: "/").last.map(String.init) ?? location
        if last.hasSuffix(".git") { last.removeLast(4) }
        if let colon = last.lastIndex(of: ":") { last = String(last[last.index(after: colon)...]) }
        return last.lowercased()
    }

    /// How messages name it: `Defaults 9.0.0 (https://github.com/sindresorhus/Defaults)`.
    package var description: String { "\(product) \(version ?? String(revision.prefix(12))) (\(location))" }
}
