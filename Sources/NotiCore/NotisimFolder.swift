import Foundation

/// Where notisim keeps its files, after the XDG base directory specification: state (saved workspaces, running
/// instances) under `$XDG_STATE_HOME/notisim` and caches (built extensions, opened Xcode projects) under
/// `$XDG_CACHE_HOME/notisim`; a variable that is unset or relative falls back to `~/.local/state` or `~/.cache`.
package enum NotisimFolder: Sendable, Hashable {
    /// What must survive a restart: saved state, journals, running instances' announcements.
    case state
    /// What can be made again: built extensions, the workspaces derived from Xcode projects.
    case cache

    /// The variable naming the base folder.
    package var variable: String {
        switch self {
        case .state: "XDG_STATE_HOME"
        case .cache: "XDG_CACHE_HOME"
        }
    }

    /// The base folder below the home folder when the variable is unset or relative.
    package var homeFallback: String {
        switch self {
        case .state: ".local/state"
        case .cache: ".cache"
        }
    }

    /// notisim's folder of this kind: `$VARIABLE/notisim` when the variable is an absolute path, otherwise below
    /// `$HOME` (or `home` when the environment has no HOME).
    package func url(environment: [String: String], home: @autoclosure () -> String) -> URL {
        let base: URL
        if let value = environment[variable], value.hasPrefix("/") {
            base = URL(fileURLWithPath: value)
        } else {
            base = URL(fileURLWithPath: environment["HOME"] ?? home()).appendingPathComponent(homeFallback)
        }
        return base.appendingPathComponent("notisim")
    }

    /// How help text names `subfolder` of notisim's folder of this kind, with its fallback:
    /// `$XDG_CACHE_HOME/notisim/extensions (~/.cache/notisim/extensions)`.
    package func spelled(_ subfolder: String) -> String {
        "$\(variable)/notisim/\(subfolder) (~/\(homeFallback)/notisim/\(subfolder))"
    }

    /// A folder's name for one thing notisim keeps: its readable name (letters, digits, `-` and `_` only; `fallback`
    /// when none is left) and a stable hash of `identity`, so that two things of the same name get their own folder
    /// and the same thing the same folder on every run (`DemoWorkspace-1a2b3c4d5e6f7a8b`).
    package static func entryName(_ name: String, fallback: String, identity: String) -> String {
        let readable = name.filter { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
        return "\(readable.isEmpty ? fallback : readable)-\(StableHash.hex(identity))"
    }
}
