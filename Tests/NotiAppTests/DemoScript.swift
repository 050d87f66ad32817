import Foundation
@testable import NotiApp
@testable import NotiAppCore
import NotiCore
import NotiTerminalPort

/// A headless notisim on the built-in demo at a fixed moment, for tests.
func demoScript(size: String = "100x32", os: String? = nil) throws -> ScriptRunner {
    let workspace = try Session.loadWorkspace(nil)
    let start = Date(timeIntervalSince1970: 1_700_000_000)
    let model = try Session.makeModel(workspace: workspace, os: os, device: nil, theme: "light", environment: [:],
                                      size: TerminalSize(cols: 100, rows: 32), now: start,
                                      timeZone: TimeZone(identifier: "UTC")!)
    return ScriptRunner(model: model, clock: ManualClock(start), baseDirectory: workspace.root)
}

/// Runs a script on the demo and returns the runner (for further checks) and the outcome.
func runDemo(_ script: String, os: String? = nil) throws -> (ScriptRunner, ScriptRunner.Outcome) {
    let runner = try demoScript(os: os)
    let outcome = runner.run(script: script)
    return (runner, outcome)
}
