/// The step that makes an extension's own source compile on Linux before notisim compiles it: notisim's
/// swift-syntax rewrite removes `@IBOutlet`, `@IBAction` and `@objc`. It must keep every line where it was: the
/// compiler's messages and a crash's file:line name the user's own lines (docs/rules/extension-sources.md#building-an-extensions-own-swift-sources).
package protocol ExtensionSourceRewriting: Sendable {
    /// A name for the rewrite, part of the build's cache key: change it when the rewrite's output changes.
    var identity: String { get }
    /// The source of `path` as it is compiled; it must have as many lines as `source`.
    func rewrite(_ source: String, path: String) throws -> String
}

/// Compiles the sources as they are (sources that need no rewrite, such as the ones under Tests/UIKitFixtures).
package struct UnchangedSources: ExtensionSourceRewriting {
    package init() {}
    package var identity: String { "unchanged" }
    package func rewrite(_ source: String, path: String) throws -> String { source }
}
