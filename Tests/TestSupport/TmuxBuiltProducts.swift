import Foundation

/// Finds executables this package builds (`notisim`, `TerminalProbe`) for end-to-end tests.
///
/// In order: `NOTISIM_BIN` (the path of `notisim` itself), `NOTISIM_BIN_DIR` (a directory holding the
/// products), the directory of the running test binary (`swift test` puts it beside the products), and last
/// `swift build --show-bin-path` run once in the package root.
public enum TmuxBuiltProducts {
    /// The path of the built executable `name`, or an error saying how to point the tests at it.
    public static func path(of name: String) throws -> String {
        let environment = ProcessInfo.processInfo.environment
        if name == "notisim", let explicit = environment["NOTISIM_BIN"], !explicit.isEmpty { return explicit }
        var directories: [String] = []
        if let directory = environment["NOTISIM_BIN_DIR"], !directory.isEmpty { directories.append(directory) }
        if let running = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            directories.append(URL(fileURLWithPath: running).deletingLastPathComponent().path)
        }
        for directory in directories {
            let candidate = URL(fileURLWithPath: directory).appendingPathComponent(name).path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        if let directory = buildDirectory {
            let candidate = URL(fileURLWithPath: directory).appendingPathComponent(name).path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        throw TmuxError("cannot find the built \(name): run `swift build` first, or set NOTISIM_BIN_DIR to the directory holding it")
    }

    /// The path of the built `notisim` executable.
    public static func notisim() throws -> String { try path(of: "notisim") }

    /// `swift build --show-bin-path` for this package, asked once.
    private static let buildDirectory: String? = {
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-bin-path-\(getpid())")
        guard let result = try? TmuxSpawn.run("/usr/bin/env", arguments: ["swift", "build", "--show-bin-path", "--package-path", packageRoot.path],
                                              environment: ProcessInfo.processInfo.environment, scratch: scratch),
              result.status == 0 else { return nil }
        let path = result.output.trimmingCharacters(in: .whitespacesAndNewlines)
        return path.isEmpty ? nil : path
    }()
}
