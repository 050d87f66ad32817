import Foundation
import NotiCore

/// The resident memory an extension's runtime takes before the extension does anything: iOS's memory limit is the
/// extension's own memory, so the host counts a child's memory above this. It is measured once per runtime and kind
/// by starting an empty extension of the same kind and reading its `VmRSS` after it answers `hello`: for Python, the
/// same interpreter running an empty extension; for a Swift program (one linked with the Swift runtime), the
/// `notisim-empty-extension` program built beside notisim. Other programs have no baseline: all their memory counts.
enum RuntimeBaseline {
    /// The runtime an extension's program runs on, as far as the baseline is concerned.
    enum Runtime: Hashable {
        case python(interpreter: String)
        case swift
    }

    /// Measured baselines by runtime and extension point.
    private static let measured = LockedState<[String: Int]>([:])

    /// The baseline of `launch`'s runtime in bytes (0 when it has none or cannot be measured; a failed measurement is
    /// tried again at the next start).
    static func residentBytes(for launch: ExtensionLaunch, limits: ExtensionLimits) -> Int {
        guard let runtime = runtime(of: launch) else { return 0 }
        let key = "\(runtime)|\(launch.point.rawValue)"
        // One measurement at a time: extensions starting together wait for it instead of each starting a runtime.
        return measured.withLock { known in
            if let bytes = known[key] { return bytes }
            guard let bytes = measure(emptyExtension(runtime, like: launch), limits: limits) else { return 0 }
            known[key] = bytes
            return bytes
        }
    }

    /// Seconds the empty extension gets to answer `hello`: a runtime's first start can be slow on a busy machine.
    static let measuringTimeout = 10.0

    /// The runtime of `launch`'s program, when notisim knows an empty extension for it.
    static func runtime(of launch: ExtensionLaunch) -> Runtime? {
        guard let program = launch.command.first,
              let path = ProgramLookup.resolve(program, in: launch.workingDirectory) else { return nil }
        if URL(fileURLWithPath: program).lastPathComponent.hasPrefix("python") { return .python(interpreter: path) }
        return linksSwiftRuntime(path) ? .swift : nil
    }

    /// An empty extension of `runtime` with the same point and names as `launch`.
    static func emptyExtension(_ runtime: Runtime, like launch: ExtensionLaunch) -> ExtensionLaunch? {
        var empty = launch
        switch runtime {
        case .python(let interpreter):
            empty.command = [interpreter, "-c", emptyPythonExtension]
        case .swift:
            guard let program = emptySwiftExtension() else { return nil }
            empty.command = [program, launch.point == .service ? "service" : "content"]
        }
        return empty
    }

    /// `notisim-empty-extension` beside the kit extensions are built against (`NOTISIM_EXTENSION_KIT`, the folder a
    /// program other than notisim names, such as the benchmarks), else beside the running program; nil when neither
    /// has it.
    static func emptySwiftExtension(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        let folders = [environment["NOTISIM_EXTENSION_KIT"].map { URL(fileURLWithPath: $0) },
                       Bundle.main.executableURL?.deletingLastPathComponent()]
        return folders.compactMap { $0?.appendingPathComponent(emptySwiftExtensionName).path }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The program built from `Sources/notisim-empty-extension`: an `ExtensionServer` with an extension that does nothing.
    static let emptySwiftExtensionName = "notisim-empty-extension"

    /// An extension in Python that answers every call and does nothing else (the imports a Python extension makes).
    static let emptyPythonExtension = """
    import json, sys
    for line in sys.stdin:
        call = json.loads(line)
        print(json.dumps({"id": call["id"], "result": {"protocol": 1} if call["method"] == "hello" else {}}), flush=True)
    """

    /// The resident bytes of `launch` once it has answered `hello`; nil when it cannot be started or measured.
    private static func measure(_ launch: ExtensionLaunch?, limits: ExtensionLimits) -> Int? {
        guard let launch else { return nil }
        var unlimited = limits
        unlimited.memoryBytes = .max
        unlimited.callTimeout = max(limits.callTimeout, measuringTimeout)
        guard let connection = try? ExtensionConnection(launch, limits: unlimited, baselineBytes: 0) else { return nil }
        defer { connection.close() }
        guard (try? connection.hello(launch)) != nil else { return nil }
        return connection.residentBytes
    }

    /// Whether the ELF file at `path` names the Swift runtime library among what it loads.
    static func linksSwiftRuntime(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        guard let head = try? handle.read(upToCount: 4 << 20), head.starts(with: [0x7F, 0x45, 0x4C, 0x46]) else { return false }
        return head.range(of: Data("libswiftCore.so".utf8)) != nil
    }
}

/// Finds the program of a command line as `posix_spawnp` does from the workspace folder.
package enum ProgramLookup {
    /// The path of `program`: relative to `directory` when it has a slash, else the first executable on `PATH`.
    package static func resolve(_ program: String, in directory: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        guard !program.isEmpty else { return nil }
        if program.contains("/") {
            let path = program.hasPrefix("/") ? program : URL(fileURLWithPath: directory).appendingPathComponent(program).path
            return FileManager.default.isExecutableFile(atPath: path) ? path : nil
        }
        for folder in (environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":") where !folder.isEmpty {
            let path = "\(folder)/\(program)"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }
}
