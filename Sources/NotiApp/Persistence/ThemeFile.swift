import Foundation
import NotiLayout

/// Themes as the command line, the `:theme` command and saved state name them: a built-in theme by name, or a theme
/// file read here by path, so that NotiLayout itself reads no files.
package enum ThemeFile {
    /// A built-in theme by name, or a theme file by path (anything with a `/` or ending in `.theme`).
    package static func load(_ nameOrPath: String) throws(ThemeError) -> Theme {
        guard nameOrPath.contains("/") || nameOrPath.hasSuffix(".theme"), !Theme.builtInNames.contains(nameOrPath) else {
            return try Theme.builtIn(named: nameOrPath)
        }
        let attributes = try? FileManager.default.attributesOfItem(atPath: nameOrPath)
        guard attributes?[.type] as? FileAttributeType == .typeRegular else {
            throw ThemeError(file: nameOrPath, line: 0, key: "", reason: "not a readable regular file")
        }
        guard let size = (attributes?[.size] as? NSNumber)?.intValue, size <= Theme.maximumFileBytes else {
            throw ThemeError(file: nameOrPath, line: 0, key: "", reason: "larger than the \(Theme.maximumFileBytes)-byte limit for theme files")
        }
        let text: String
        do {
            text = try String(contentsOfFile: nameOrPath, encoding: .utf8)
        } catch {
            throw ThemeError(file: nameOrPath, line: 0, key: "", reason: "cannot read the file as UTF-8 text")
        }
        return try Theme.parse(text, path: nameOrPath)
    }
}
