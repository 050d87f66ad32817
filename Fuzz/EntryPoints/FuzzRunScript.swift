import Foundation
import NotiApp
import NotiAppCore
import NotiCore
import NotiTerminalPort
import NotiWorkspace

/// The built-in demo workspace without its out-of-process extensions (no child processes while fuzzing),
/// loaded once.
private let demo: Workspace = {
    guard var workspace = try? Session.loadWorkspace(nil) else { fatalError("the built-in demo workspace did not load") }
    for index in workspace.extensions.indices { workspace.extensions[index].run = nil }
    return workspace
}()

private let start = Date(timeIntervalSince1970: 1_700_000_000)

/// Fuzzes `notisim run` scripts: the bytes are a script, run headless on the demo workspace from a fixed moment,
/// with relative paths resolved in the demo workspace (scripts only read files).
public func fuzzRunScript(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let script = FuzzInput.text(data, size)
    for line in script.split(separator: "\n") { _ = try? Command.parse(String(line)) }
    guard let model = try? Session.makeModel(workspace: demo, os: nil, device: nil, theme: "light", environment: [:],
                                             size: TerminalSize(cols: 100, rows: 32), now: start,
                                             timeZone: TimeZone(identifier: "UTC") ?? .current) else { return 0 }
    let runner = ScriptRunner(model: model, clock: ManualClock(start), baseDirectory: demo.root)
    _ = runner.run(script: script)
    return 0
}
