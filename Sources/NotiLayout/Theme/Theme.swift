import Foundation

/// The styles of every role: how a layout looks.
public struct Theme: Sendable, Hashable {
    public var name: String
    public var styles: [ThemeRole: Style]

    public init(name: String, styles: [ThemeRole: Style] = [:]) { self.name = name; self.styles = styles }

    /// The style of a role (the terminal's default look when the theme does not set it).
    public subscript(role: ThemeRole) -> Style { styles[role] ?? .plain }

    /// Largest theme file read.
    public static let maximumFileBytes = 1_000_000

    /// The names of the built-in themes.
    public static var builtInNames: [String] { BuiltInThemes.sources.map(\.name) }

    /// A built-in theme by name, or a theme file by path (anything with a `/` or ending in `.theme`).
    public static func load(_ nameOrPath: String) throws(ThemeError) -> Theme {
        if let source = BuiltInThemes.sources.first(where: { $0.name == nameOrPath }) {
            return try ThemeParser.parse(source.text, file: "built-in theme \(source.name)", name: source.name)
        }
        guard nameOrPath.contains("/") || nameOrPath.hasSuffix(".theme") else {
            throw ThemeError(file: nameOrPath, line: 0, key: "",
                             reason: "unknown theme; built-in themes: \(builtInNames.joined(separator: ", ")), or give a path to a .theme file")
        }
        let attributes = try? FileManager.default.attributesOfItem(atPath: nameOrPath)
        guard attributes?[.type] as? FileAttributeType == .typeRegular else {
            throw ThemeError(file: nameOrPath, line: 0, key: "", reason: "not a readable regular file")
        }
        guard let size = (attributes?[.size] as? NSNumber)?.intValue, size <= maximumFileBytes else {
            throw ThemeError(file: nameOrPath, line: 0, key: "", reason: "larger than the \(maximumFileBytes)-byte limit for theme files")
        }
        let text: String
        do {
            text = try String(contentsOfFile: nameOrPath, encoding: .utf8)
        } catch {
            throw ThemeError(file: nameOrPath, line: 0, key: "", reason: "cannot read the file as UTF-8 text")
        }
        let name = URL(fileURLWithPath: nameOrPath).deletingPathExtension().lastPathComponent
        return try ThemeParser.parse(text, file: nameOrPath, name: name)
    }

    /// The theme to use: an explicitly requested one wins; otherwise `mono` when `NO_COLOR` is set
    /// (to anything non-empty, see no-color.org), else `dark`. Pure: the environment is passed in.
    public static func selectedName(requested: String?, environment: [String: String]) -> String {
        if let requested, !requested.isEmpty { return requested }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return "mono" }
        return "dark"
    }
}

/// A theme file that could not be read: names the file, line, key and reason.
public struct ThemeError: Error, Sendable, Hashable, CustomStringConvertible {
    public var file: String
    /// 1-based; 0 when the error is about the whole file.
    public var line: Int
    public var key: String
    public var reason: String

    public var description: String {
        var text = "theme \(file)"
        if line > 0 { text += ":\(line)" }
        if !key.isEmpty { text += ": \(key)" }
        return text + ": \(reason)"
    }
}
