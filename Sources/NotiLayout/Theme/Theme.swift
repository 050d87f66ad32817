import Foundation

/// The styles of every role: how a layout looks.
package struct Theme: Sendable, Hashable {
    package var name: String
    package var styles: [ThemeRole: Style]

    package init(name: String, styles: [ThemeRole: Style] = [:]) { self.name = name; self.styles = styles }

    /// The style of a role (the terminal's default look when the theme does not set it).
    package subscript(role: ThemeRole) -> Style { styles[role] ?? .plain }

    /// Largest theme file read.
    package static let maximumFileBytes = 1_000_000

    /// The names of the built-in themes.
    package static var builtInNames: [String] { BuiltInThemes.sources.map(\.name) }

    /// A built-in theme by name; an unknown name lists the built-in ones.
    package static func builtIn(named name: String) throws(ThemeError) -> Theme {
        guard let source = BuiltInThemes.sources.first(where: { $0.name == name }) else {
            throw ThemeError(file: name, line: 0, key: "",
                             reason: "unknown theme; built-in themes: \(builtInNames.joined(separator: ", ")), or give a path to a .theme file")
        }
        return try ThemeParser.parse(source.text, file: "built-in theme \(source.name)", name: source.name)
    }

    /// The theme in the text of the theme file at `path`, named after the file (read by NotiApp's `ThemeFile`).
    package static func parse(_ text: String, path: String) throws(ThemeError) -> Theme {
        try ThemeParser.parse(text, file: path, name: URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent)
    }

    /// The theme to use: an explicitly requested one wins; otherwise `mono` when `NO_COLOR` is set
    /// (to anything non-empty, see no-color.org), else `dark`. Pure: the environment is passed in.
    package static func selectedName(requested: String?, environment: [String: String]) -> String {
        if let requested, !requested.isEmpty { return requested }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return "mono" }
        return "dark"
    }
}

/// A theme file that could not be read: names the file, line, key and reason.
package struct ThemeError: Error, Sendable, Hashable, CustomStringConvertible {
    package var file: String
    /// 1-based; 0 when the error is about the whole file.
    package var line: Int
    package var key: String
    package var reason: String

    /// The error at `line` (0 for the whole file) of `file`, about `key` (empty for none).
    package init(file: String, line: Int, key: String, reason: String) {
        self.file = file; self.line = line; self.key = key; self.reason = reason
    }

    package var description: String {
        var text = "theme \(file)"
        if line > 0 { text += ":\(line)" }
        if !key.isEmpty { text += ": \(key)" }
        return text + ": \(reason)"
    }
}
