// A test-only host for the push endpoint: starts it with an in-memory sink so interop and load scripts have a live
// server. Prints `tls-port N`, `h2c-port N`, `ca PATH` and `token BUNDLE DEVICE TOKEN` lines, then one line per request
// (unless --quiet), and `pushes N` when stopped with SIGINT/SIGTERM.
import Dispatch
import Foundation
import NotiAPNs

struct Options {
    var tls: APNsServerConfiguration.Listener?
    var h2c: APNsServerConfiguration.Listener?
    var stateDirectory = ".build/apns-state"
    var authMode = APNsAuthMode.none
    var keys: [ProviderKey] = []
    var installs: [(device: String, bundle: String)] = []
    var quiet = false
    var threads = 2
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("apns-test-server: \(message)\n".utf8))
    exit(2)
}

/// Writes one line to standard output at once (no buffering), so scripts can read ports while the server runs.
func emit(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

/// Returns once SIGINT or SIGTERM arrives.
nonisolated func waitForStopSignal() async {
    signal(SIGINT, SIG_IGN)
    signal(SIGTERM, SIG_IGN)
    let (stopped, continuation) = AsyncStream<Void>.makeStream()
    let sources = [SIGINT, SIGTERM].map { number in
        let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
        source.setEventHandler { @Sendable in continuation.yield() }
        source.resume()
        return source
    }
    for await _ in stopped { break }
    sources.forEach { $0.cancel() }
}

func parseOptions(_ arguments: [String]) -> Options {
    var options = Options()
    var iterator = arguments.makeIterator()
    func value(_ flag: String) -> String {
        guard let next = iterator.next() else { fail("\(flag) needs a value") }
        return next
    }
    while let argument = iterator.next() {
        switch argument {
        case "--tls":
            guard let listener = APNsServerConfiguration.Listener(parsing: value(argument)) else { fail("--tls wants HOST:PORT") }
            options.tls = listener
        case "--h2c":
            guard let listener = APNsServerConfiguration.Listener(parsing: value(argument)) else { fail("--h2c wants HOST:PORT") }
            options.h2c = listener
        case "--state": options.stateDirectory = value(argument)
        case "--auth":
            guard let mode = APNsAuthMode(rawValue: value(argument)) else { fail("--auth wants none or jwt") }
            options.authMode = mode
        case "--key":
            let parts = value(argument).split(separator: ":", maxSplits: 2).map(String.init)
            guard parts.count == 3 else { fail("--key wants TEAM:KEYID:PEMPATH") }
            do {
                options.keys.append(try ProviderKey(teamID: parts[0], keyID: parts[1], contentsOf: parts[2]))
            } catch {
                fail(error.description)
            }
        case "--device":
            let parts = value(argument).split(separator: ":", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { fail("--device wants NAME:BUNDLE") }
            options.installs.append((parts[0], parts[1]))
        case "--threads":
            guard let threads = Int(value(argument)), threads > 0 else { fail("--threads wants a positive number") }
            options.threads = threads
        case "--quiet": options.quiet = true
        default: fail("unknown argument \(argument)")
        }
    }
    return options
}

let options = parseOptions(Array(CommandLine.arguments.dropFirst()))
let registry = DeviceRegistry(workspaceID: "interop")
for install in options.installs {
    let token = registry.register(deviceName: install.device, bundleID: install.bundle)
    emit("token \(install.bundle) \(install.device) \(token)")
}
let sink = InMemoryPushSink()
let api = ProviderAPI(
    authMode: options.authMode, verifier: ProviderTokenVerifier(keys: options.keys), registry: registry, sink: sink,
    now: { Date() }
)
var configuration = APNsServerConfiguration(tls: options.tls, h2c: options.h2c, stateDirectory: options.stateDirectory, api: api)
configuration.threads = options.threads
if !options.quiet {
    configuration.requestLog = { entry in emit(entry.line) }
}
configuration.warning = { message in emit(message) }

let running: RunningServer
do {
    running = try await APNsServer.start(configuration)
} catch {
    fail("\(error)")
}
if let port = running.tlsPort { emit("tls-port \(port)") }
if let port = running.h2cPort { emit("h2c-port \(port)") }
if let ca = running.caCertificatePath { emit("ca \(ca)") }
emit("ready")

await waitForStopSignal()
emit("pushes \(sink.count)")
await running.shutdown()
